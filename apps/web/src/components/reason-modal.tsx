import { rejectionReasonBodySchema } from '@backoffice/shared';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateAs } from '../lib/schema-form.ts';
import { GrowingTextarea } from './growing-textarea.tsx';
import { errorMessage } from './query-state.tsx';

type Props = {
  title: string;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/**
 * Asks for the reason of a rejection (it is kept with the decider's name and the date). The reason is checked by
 * the API's own body schema, so the field says what the API would.
 */
export const ReasonModal = ({ title, confirmLabel, pending, error, onConfirm, onClose }: Props) => {
  const form = useForm({ initialValues: { reason: '' }, validate: validateAs(rejectionReasonBodySchema) });
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={form.onSubmit((values) => onConfirm(values.reason.trim()))} noValidate>
        <Stack>
          <GrowingTextarea
            label="Motivo"
            description="Queda guardado con tu nombre y la fecha."
            minRows={3}
            maxLength={500}
            {...form.getInputProps('reason')}
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
            <Button type="submit" color="red" loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
