import type { ChannelKey } from '@backoffice/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type Props = { channelKey: ChannelKey; revoking: boolean; onConfirm: () => void; onClose: () => void };

/** The question before revoking a channel key; its code (Modal) downloads when it first opens (decision 057). */
export const RevokeKeyModal = ({ channelKey, revoking, onConfirm, onClose }: Props) => (
  <Modal opened onClose={onClose} title="Revocar clave" centered>
    <Stack>
      <Text size="sm">
        La app que usa «{channelKey.name}» dejará de poder enviar pedidos. Esto no se puede deshacer.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button color="red" onClick={onConfirm} loading={revoking}>
          Revocar
        </Button>
      </Group>
    </Stack>
  </Modal>
);
