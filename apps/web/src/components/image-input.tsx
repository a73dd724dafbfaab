import { Button, FileButton, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, useUploadImage } from '../lib/upload-image.ts';
import { errorMessage } from './query-state.tsx';

type Props = {
  label: string;
  description?: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: ReactNode;
  /** What the image shows, for screen readers; the label by default. */
  alt?: string;
  /** A logo or a photo is square; a cover is twice as wide as it is tall. */
  aspect?: 'square' | 'wide';
};

/** Uploads the chosen image at once and keeps only its address; the form saves the address. */
export const ImageInput = ({ label, description, value, onChange, error, alt = label, aspect = 'square' }: Props) => {
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | null) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setProblem('Sube una imagen JPG, PNG o WebP.');
    if (file.size > MAX_IMAGE_BYTES) return setProblem('La imagen pesa más de 5 MB; elige una más ligera.');
    setProblem(null);
    upload.mutate(file, {
      onSuccess: ({ url }) => onChange(url),
      onError: (failure) => setProblem(errorMessage(failure)),
    });
  };
  const size = aspect === 'square' ? { w: 96, h: 96 } : { w: 192, h: 96 };

  return (
    <Input.Wrapper label={label} description={description} error={problem ?? error}>
      <Group gap="sm" mt={6} align="center">
        <Paper withBorder radius="md" {...size} style={{ overflow: 'hidden', flexShrink: 0 }}>
          {value ? (
            <Image src={value} alt={alt} {...size} fit="cover" />
          ) : (
            <Stack h="100%" align="center" justify="center" gap={0}>
              <IconPhoto size={28} color="var(--mantine-color-gray-5)" />
              <Text size="xs" c="dimmed">
                Sin imagen
              </Text>
            </Stack>
          )}
        </Paper>
        <Stack gap={6} style={{ flex: '1 1 9rem', minWidth: 0 }} align="flex-start">
          <FileButton onChange={choose} accept={IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                size="sm"
                variant="light"
                leftSection={<IconUpload size={16} />}
                loading={upload.isPending}
              >
                {value ? 'Cambiar' : 'Subir'} {label.toLowerCase()}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              size="sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onChange(null)}
              disabled={upload.isPending}
            >
              Quitar
            </Button>
          )}
          <Text size="xs" c="dimmed">
            JPG, PNG o WebP de hasta 5 MB.
          </Text>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
};
