import { MIN_PASSWORD_LENGTH } from '@backoffice/shared/password-rule';
import { Alert, Anchor, Button, PasswordInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PublicCard, PublicCardLink } from '../../../components/public-card.tsx';
import { ErrorAlert, errorMessage } from '../../../components/query-state.tsx';
import { SIGN_IN_PATH } from '../../../lib/sign-in-page.ts';
import { resetPassword } from '../api/account-api.ts';

/** The page the reset e-mail links to: choose a new password with the single-use token. */
const ResetPasswordPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useMutation({ mutationFn: resetPassword });
  const form = useForm({
    initialValues: { newPassword: '', confirm: '' },
    validate: {
      newPassword: (value) =>
        value.length >= MIN_PASSWORD_LENGTH ? null : `Debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
      confirm: (value, values) => (value === values.newPassword ? null : 'Las contraseñas no coinciden'),
    },
  });
  const linkBroken = !token || (reset.error as { code?: string } | null)?.code === 'invalid_reset_link';

  return (
    <PublicCard
      title="Elige una contraseña nueva"
      documentTitle="Nueva contraseña"
      onSubmit={form.onSubmit(({ newPassword }) => reset.mutate({ token, newPassword }))}
    >
      {reset.isSuccess ? (
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
          Listo: tu contraseña cambió y cerramos todas tus sesiones. Ya puedes iniciar sesión con ella.
        </Alert>
      ) : linkBroken ? (
        <ErrorAlert>
          {token ? errorMessage(reset.error) : 'Este enlace no es válido. Pide uno nuevo.'}{' '}
          <Anchor component={Link} to="/forgot-password">
            Pedir otro enlace
          </Anchor>
        </ErrorAlert>
      ) : (
        <>
          <Text c="dimmed" size="sm">
            Usa una frase de varias palabras poco comunes, de al menos {MIN_PASSWORD_LENGTH} caracteres.
          </Text>
          {reset.isError && <ErrorAlert>{errorMessage(reset.error)}</ErrorAlert>}
          <PasswordInput label="Contraseña nueva" autoComplete="new-password" {...form.getInputProps('newPassword')} />
          <PasswordInput
            label="Repite la contraseña nueva"
            autoComplete="new-password"
            {...form.getInputProps('confirm')}
          />
          <Button type="submit" loading={reset.isPending} fullWidth>
            Guardar contraseña
          </Button>
        </>
      )}
      <PublicCardLink to={SIGN_IN_PATH}>Ir a iniciar sesión</PublicCardLink>
    </PublicCard>
  );
};

export default ResetPasswordPage;
