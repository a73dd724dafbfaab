import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type Props = {
  action: { label: string; confirm?: string } | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** Asks before a move that cannot be undone (cancelling an order or an errand). */
export const ConfirmMoveModal = ({ action, loading, onClose, onConfirm }: Props) => (
  <Modal opened={Boolean(action)} onClose={onClose} title="Confirmar" centered>
    <Stack>
      <Text>{action?.confirm}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" size="md" onClick={onClose}>
          No, volver
        </Button>
        <Button color="red" size="md" loading={loading} onClick={onConfirm}>
          Sí, {action?.label.toLowerCase()}
        </Button>
      </Group>
    </Stack>
  </Modal>
);
