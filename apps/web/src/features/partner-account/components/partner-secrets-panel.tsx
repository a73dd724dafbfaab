import {
  type Partner,
  type PartnerSecretName,
  type PartnerSecretsBody,
  partnerSecretNames,
  partnerSecretsBodySchema,
} from '@backoffice/shared';
import { Badge, Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { validateAs } from '../../../lib/schema-form.ts';
import { useUpdatePartnerSecrets } from '../api/partner-secrets.ts';
import { secretLabels } from '../lib/secret-labels.ts';

type Editing = { name: PartnerSecretName; mode: 'replace' | 'remove' };

/** The body that sets one secret (or removes it). */
const secretBody = (name: PartnerSecretName, value: string | null): PartnerSecretsBody => ({ [name]: value });

/** The new value's check: the body it would send, by the API's own schema, so the field says what the API would. */
const secretErrors = (name: PartnerSecretName) => {
  const check = validateAs<{ value: string }>(partnerSecretsBodySchema, (values) => secretBody(name, values.value));
  return (values: { value: string }) => ({ value: check(values)[name] });
};

/** The partner's payment credentials: never shown back, only whether each is set and its last four characters. */
export const PartnerSecretsPanel = ({ partner }: { partner: Partner }) => {
  const update = useUpdatePartnerSecrets();
  const [editing, setEditing] = useState<Editing | null>(null);
  // The new value in @mantine/form; its message is the API's for the secret being edited.
  const form = useForm({
    initialValues: { value: '' },
    validate: (values) => (editing ? secretErrors(editing.name)(values) : {}),
  });
  const hints = new Map(partner.secrets.map((secret) => [secret.name, secret]));

  const close = () => {
    setEditing(null);
    form.reset();
  };
  const save = (value: string | null) => {
    if (!editing) return;
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
    <Paper withBorder p="lg" data-testid="partner-secrets">
      <Stack>
        <Stack gap={2}>
          <Title order={4}>Credenciales de pago</Title>
          <Text size="sm" c="dimmed">
            Con tu cuenta de Mercado Pago los comercios pagan sus saldos en línea. Se guardan cifradas y nunca se
            vuelven a mostrar.
          </Text>
        </Stack>
        {partnerSecretNames.map((name) => {
          const hint = hints.get(name);
          return (
            <Group key={name} justify="space-between" wrap="wrap" gap="xs" data-testid={`secret-${name}`}>
              <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
                <Group gap="xs">
                  <Text fw={600}>{secretLabels[name].label}</Text>
                  <Badge color={hint ? 'green' : 'gray'} variant="light">
                    {hint ? (hint.last4 ? `Configurada ···· ${hint.last4}` : 'Configurada') : 'Sin configurar'}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {secretLabels[name].where}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => setEditing({ name, mode: 'replace' })}>
                  {hint ? 'Reemplazar' : 'Configurar'}
                </Button>
                {hint && (
                  <Button size="xs" variant="subtle" color="red" onClick={() => setEditing({ name, mode: 'remove' })}>
                    Quitar
                  </Button>
                )}
              </Group>
            </Group>
          );
        })}
      </Stack>
      <Modal opened={editing !== null} onClose={close} centered title={editing ? secretLabels[editing.name].label : ''}>
        {editing?.mode === 'remove' ? (
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
                description={editing ? secretLabels[editing.name].where : undefined}
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
    </Paper>
  );
};
