import type { Partner, PartnerSecretName, PartnerSecretsBody } from '@backoffice/shared';
import { partnerSecretsBodySchema } from '@backoffice/shared/partners';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { errorMessage } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { validateAs } from '../../../lib/schema-form.ts';
import { useUpdatePartnerSecrets } from '../api/partner-secrets.ts';
import { secretLabels } from '../lib/secret-labels.ts';

export type Editing = { name: PartnerSecretName; mode: 'replace' | 'remove' };

/** The body that sets one secret (or removes it). */
const secretBody = (name: PartnerSecretName, value: string | null): PartnerSecretsBody => ({ [name]: value });

/** The new value's check: the body it would send, by the API's own schema, so the field says what the API would. */
const secretErrors = (name: PartnerSecretName) => {
  const check = validateAs<{ value: string }>(partnerSecretsBodySchema, (values) => secretBody(name, values.value));
  return (values: { value: string }) => ({ value: check(values)[name] });
};

type Props = { partner: Partner; editing: Editing; onClose: () => void };

/** Sets or removes one credential; its code (Modal, the schema with zod) downloads when it first opens (decision 057). */
export const SecretModal = ({ partner, editing, onClose }: Props) => {
  const update = useUpdatePartnerSecrets();
  // The new value in @mantine/form; its message is the API's for the secret being edited.
  const form = useForm({ initialValues: { value: '' }, validate: secretErrors(editing.name) });

  const close = () => {
    onClose();
    form.reset();
  };
  const save = (value: string | null) => {
    const label = secretLabels[editing.name].label;
    update.mutate(
      { id: partner.id, body: secretBody(editing.name, value === null ? null : value.trim()) },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: editing.mode === 'remove' ? `${label}: quitado.` : `${label}: guardado.`,
          });
          close();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? fieldErrorsFromApi(error.details) : {};
          if (editing.mode === 'replace' && fields[editing.name]) form.setFieldError('value', fields[editing.name]);
          else notifications.show({ color: 'red', title: 'No se pudo guardar', message: errorMessage(error) });
        },
      },
    );
  };

  return (
    <Modal opened onClose={close} centered title={secretLabels[editing.name].label}>
      {editing.mode === 'remove' ? (
        <Stack>
          <Text size="sm">
            Se borrará la credencial guardada. Los cobros en línea dejarán de funcionar hasta que la configures de
            nuevo.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button color="red" onClick={() => save(null)} loading={update.isPending}>
              Quitar
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((values) => save(values.value))} noValidate>
          <Stack>
            <PasswordInput
              label="Nuevo valor"
              description={secretLabels[editing.name].where}
              {...form.getInputProps('value')}
              leftSection={<IconLock size={16} />}
              autoComplete="off"
              maxLength={2000}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button type="submit" loading={update.isPending}>
                Guardar
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
};
