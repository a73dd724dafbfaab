import { type JoinRequest, type JoinRequestApproved, joinRequestApproveBodySchema } from '@backoffice/shared';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MutationError } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { validateAs } from '../../../lib/schema-form.ts';
import { useApproveRequest } from '../api/requests.ts';

type Props = { request: JoinRequest; onClose: () => void; onApproved: (result: JoinRequestApproved) => void };

/** A business becomes a company with its sign-in (the e-mail can be corrected here); a rider, a rider. */
export const ApproveRequestModal = ({ request, onClose, onApproved }: Props) => {
  const approve = useApproveRequest();
  // The approval's body: a company's sign-in e-mail, corrected or not; a rider's approval has none.
  const toBody = ({ email }: { email: string }) => ({ email: request.kind === 'company' ? email.trim() : undefined });
  // The e-mail in @mantine/form, checked by the API's own approval schema (decision 060).
  const form = useForm({
    initialValues: { email: request.email },
    validate: validateAs(joinRequestApproveBodySchema, toBody),
  });
  const confirm = form.onSubmit((values) =>
    approve.mutate(
      { id: request.id, ...toBody(values) },
      {
        onSuccess: (result) => {
          onApproved(result);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(fieldErrorsFromApi(error.details));
        },
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title={`Aprobar a ${request.name}`} centered>
      <form onSubmit={confirm} noValidate>
        <Stack>
          {request.kind === 'company' ? (
            <>
              <Text size="sm">
                Se creará el comercio «{request.name}» activo, con una cuenta para {request.contact}. Verás su primera
                contraseña una sola vez.
              </Text>
              <TextInput label="Correo de la cuenta" type="email" {...form.getInputProps('email')} />
            </>
          ) : (
            <Text size="sm">Se dará de alta a {request.name} como repartidor de tu operación.</Text>
          )}
          <MutationError mutation={approve} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={approve.isPending}>
              Aprobar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
