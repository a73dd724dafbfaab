import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from './query-state.tsx';

type Props = {
  title: string;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Asks for the reason of a rejection (it is kept with the decider's name and the date). */
export const ReasonModal = ({ title, confirmLabel, pending, error, onConfirm, onClose }: Props) => {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = !reason.trim();
  const confirm = () => {
    setTouched(true);
    if (!missing) onConfirm(reason.trim());
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        <Textarea
          label="Motivo"
          description="Queda guardado con tu nombre y la fecha."
          autosize
          minRows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={touched && missing ? 'Escribe el motivo del rechazo' : undefined}
        />
        {error ? (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color="red" onClick={confirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
