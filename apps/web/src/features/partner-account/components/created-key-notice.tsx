import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { CreatedChannelKey } from '../api/channel-keys.ts';

export const CreatedKeyNotice = ({ created, onClose }: { created: CreatedChannelKey; onClose: () => void }) => (
  <Alert
    color="green"
    title={`Clave «${created.name}» creada`}
    withCloseButton
    onClose={onClose}
    closeButtonLabel="Cerrar"
  >
    <Stack gap="xs">
      <Text size="sm">Cópiala ahora y guárdala en un lugar seguro: no la volveremos a mostrar.</Text>
      <Code block data-testid="created-channel-key">
        {created.key}
      </Code>
      <Group>
        <CopyButton value={created.key}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            >
              {copied ? 'Copiada' : 'Copiar clave'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  </Alert>
);
