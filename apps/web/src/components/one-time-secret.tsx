import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

type Props = { title: string; label: string; value: string; onClose: () => void; testId?: string };

/** A password or key the server shows only once: copy it now, it will not be shown again. */
export const OneTimeSecret = ({ title, label, value, onClose, testId }: Props) => (
  <Alert color="green" title={title} withCloseButton onClose={onClose} closeButtonLabel="Cerrar">
    <Stack gap="xs">
      <Text size="sm">Cópiala ahora y compártela por un medio seguro: no la volveremos a mostrar.</Text>
      <Code block data-testid={testId}>
        {value}
      </Code>
      <Group>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            >
              {copied ? 'Copiada' : label}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  </Alert>
);
