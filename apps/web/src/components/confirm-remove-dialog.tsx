import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from './query-state.tsx';

export type ConfirmRemoveProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  /** The removal's mutation: its error is shown here and its pending state holds the button. */
  removal: { isPending: boolean; isError: boolean; error: unknown };
  onCancel: () => void;
  onConfirm: () => void;
};

/** The question itself (Modal), a chunk of its own: confirm-remove-modal.tsx brings it when first asked. */
export const ConfirmRemoveDialog = ({ opened, title, children, removal, onCancel, onConfirm }: ConfirmRemoveProps) => (
  <Modal opened={opened} onClose={onCancel} title={title} centered>
    <Stack>
      <Text>{children}</Text>
      {removal.isError && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(removal.error)}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button color="red" loading={removal.isPending} onClick={onConfirm}>
          Eliminar
        </Button>
      </Group>
    </Stack>
  </Modal>
);
