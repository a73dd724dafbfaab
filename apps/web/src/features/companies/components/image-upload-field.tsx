import { Button, FileButton, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../components/query-state.tsx';
import { useUploadImage } from '../api/upload-image.ts';

const MAX_BYTES = 5 * 1024 * 1024;

type Props = {
  label: string;
  description?: string;
  value: string | null;
  onChange: (url: string | null) => void;
  aspect: 'square' | 'wide';
};

/** Uploads right away and keeps the returned address; the profile is saved with the rest of the form. */
export const ImageUploadField = ({ label, description, value, onChange, aspect }: Props) => {
  const upload = useUploadImage();
  const [localError, setLocalError] = useState<string | null>(null);
  const handleFile = (file: File | null) => {
    if (!file) return;
    setLocalError(null);
    if (file.size > MAX_BYTES) {
      setLocalError('La imagen pesa más de 5 MB. Elige una más ligera.');
      return;
    }
    upload.mutate(file, { onSuccess: ({ url }) => onChange(url) });
  };
  const error = localError ?? (upload.isError ? errorMessage(upload.error) : null);
  const size = aspect === 'square' ? { w: 96, h: 96 } : { w: 192, h: 96 };

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Group gap="sm" mt={6} align="center">
        <Paper withBorder radius="md" {...size} style={{ overflow: 'hidden', flexShrink: 0 }}>
          {value ? (
            <Image src={value} alt={label} {...size} fit="cover" />
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
          <FileButton onChange={handleFile} accept="image/png,image/jpeg,image/webp">
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
