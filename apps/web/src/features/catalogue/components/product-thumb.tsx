import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** The product's photo, or a neutral placeholder of the same size so that the menu stays aligned. */
export const ProductThumb = ({ src, alt, size = 88 }: { src: string | null; alt: string; size?: number }) =>
  src ? (
    <Image src={src} alt={alt} w={size} h={size} radius="md" fit="cover" style={{ flexShrink: 0 }} />
  ) : (
    <Center w={size} h={size} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)', flexShrink: 0 }}>
      <IconPhoto color="var(--mantine-color-gray-5)" aria-hidden />
    </Center>
  );
