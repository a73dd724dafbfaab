import { MIN_PASSWORD_LENGTH } from '@backoffice/shared/password-rule';
import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ErrorAlert } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { countLabel } from '../../../lib/plural.ts';
import { useChangePassword } from '../api/account-api.ts';

/** Applies the API's field errors (body.newPassword, body.currentPassword) to the form. */
const fieldErrors = (error: unknown) => {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const entries = (error.details as { field?: string; message?: string }[])
    .filter((detail) => detail.field?.startsWith('body.'))
    .map((detail) => [detail.field!.slice(5), detail.message ?? error.message]);
  return Object.fromEntries(entries) as Record<string, string>;
};

export const ChangePasswordForm = () => {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: {
      currentPassword: (value) => (value ? null : 'Escribe tu contraseña actual'),
      newPassword: (value) =>
        value.length >= MIN_PASSWORD_LENGTH ? null : `Debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
      confirm: (value, values) => (value === values.newPassword ? null : 'Las contraseñas no coinciden'),
    },
  });

  const handleSubmit = form.onSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ ended }) => {
          form.reset();
          notifications.show({
            color: 'green',
            title: 'Contraseña cambiada',
            message:
              ended > 0
                ? `Cerramos ${countLabel(ended, 'otra sesión', 'otras sesiones')}.`
                : 'No había otras sesiones abiertas.',
          });
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    ),
  );

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Stack gap={2}>
            <Title order={4}>Cambiar la contraseña</Title>
            <Text size="sm" c="dimmed">
              Al cambiarla se cierran tus demás sesiones. Usa una frase de varias palabras poco comunes.
            </Text>
          </Stack>
          {change.isError && (
            <ErrorAlert>
              {change.error instanceof ApiError ? change.error.message : 'No pudimos cambiar la contraseña.'}
            </ErrorAlert>
          )}
          <PasswordInput
            label="Contraseña actual"
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput label="Contraseña nueva" autoComplete="new-password" {...form.getInputProps('newPassword')} />
          <PasswordInput
            label="Repite la contraseña nueva"
            autoComplete="new-password"
            {...form.getInputProps('confirm')}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Cambiar contraseña
          </Button>
        </Stack>
      </form>
    </Paper>
  );
};
