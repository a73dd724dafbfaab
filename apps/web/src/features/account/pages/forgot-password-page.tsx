import { Alert, Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { AccountEmailInput, PublicCard, PublicCardLink } from '../../../components/public-card.tsx';
import { ErrorAlert, errorMessage } from '../../../components/query-state.tsx';
import { emailError } from '../../../lib/email.ts';
import { SIGN_IN_PATH } from '../../../lib/sign-in-page.ts';
import { requestPasswordReset } from '../api/account-api.ts';

/** Asks for a reset link; the answer is the same whether the e-mail has an account or not. */
const ForgotPasswordPage = () => {
  const request = useMutation({ mutationFn: requestPasswordReset });
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: emailError },
  });
  return (
    <PublicCard
      title="Recuperar contraseña"
      description="Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva."
      onSubmit={form.onSubmit(({ email }) => request.mutate(email.trim()))}
    >
      {request.isSuccess ? (
        <Alert color="green" icon={<IconMailCheck size={18} />} role="status">
          {request.data.message}
        </Alert>
      ) : (
        <>
          {request.isError && <ErrorAlert>{errorMessage(request.error)}</ErrorAlert>}
          <AccountEmailInput {...form.getInputProps('email')} />
          <Button type="submit" loading={request.isPending} fullWidth>
            Enviar enlace
          </Button>
        </>
      )}
      <PublicCardLink to={SIGN_IN_PATH}>Volver a iniciar sesión</PublicCardLink>
    </PublicCard>
  );
};

export default ForgotPasswordPage;
