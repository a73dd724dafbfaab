import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, useUploadImage } from '../api/upload-image.ts';
import { ProductThumb } from './product-thumb.tsx';
import { errorMessage } from './query-states.tsx';

type Props = { value: string | null; onChange: (url: string | null) => void; error?: React.ReactNode; alt: string };

/** Uploads the chosen photo at once and keeps only its address; the form saves the address. */
export const ImageField = ({ value, onChange, error, alt }: Props) => {
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

  return (
    <Input.Wrapper label="Foto" error={problem ?? error}>
      <Group gap="md" mt={4} align="center">
        <ProductThumb src={value} alt={value ? `Foto de ${alt || 'el producto'}` : ''} size={96} />
        <Stack gap={6} style={{ flex: '1 1 9rem', minWidth: 0 }}>
          <Group gap="xs">
            <FileButton onChange={choose} accept={IMAGE_TYPES.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="sm"
                  leftSection={<IconPhotoUp size={16} />}
                  loading={upload.isPending}
                >
                  {value ? 'Cambiar foto' : 'Subir foto'}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button
                variant="subtle"
                color="red"
                size="sm"
                leftSection={<IconTrash size={16} />}
                onClick={() => onChange(null)}
              >
                Quitar
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            JPG, PNG o WebP de hasta 5 MB. Se ve mejor cuadrada.
          </Text>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
};
