import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../components/query-state.tsx';

type Props = {
  action: { label: string; confirm?: string } | null;
  loading: boolean;
  /** The failed move, shown here: the modal covers the alert of the drawer behind it. */
  error?: unknown;
  onClose: () => void;
  onConfirm: () => void;
};

/** Asks before a move that cannot be undone (cancelling an order or an errand). */
export const ConfirmMoveModal = ({ action, loading, error, onClose, onConfirm }: Props) => (
  <Modal opened={Boolean(action)} onClose={onClose} title="Confirmar" centered>
    <Stack>
      <Text>{action?.confirm}</Text>
      {error ? (
        <Alert color="red" role="alert" title="No se pudo guardar el cambio">
          {errorMessage(error)}
        </Alert>
      ) : null}
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
