import { Alert, Button, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AccountEmailInput, PublicCard, PublicCardLink } from '../../../components/public-card.tsx';
import { ErrorAlert } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { emailError } from '../../../lib/email.ts';
import { homePathFor } from '../../../lib/home-path.ts';
import { REDIRECT_KEY, readSession, removeSession } from '../../../lib/session-storage.ts';

const LoginPage = () => {
  const { status, type, signIn } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const pendingRedirect = readSession<string>(REDIRECT_KEY);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: emailError,
      password: (value) => (value.length > 0 ? null : 'Escribe tu contraseña'),
    },
  });

  if (status === 'signed-in' && type && !submitting) return <Navigate to={homePathFor(type)} replace />;

  const handleSubmit = form.onSubmit(async ({ email, password }) => {
    setSubmitting(true);
    setError(null);
    try {
      const session = await signIn(email.trim(), password);
      const target = readSession<string>(REDIRECT_KEY);
      removeSession(REDIRECT_KEY);
      navigate(target && target !== '/login' ? target : homePathFor(session.type), { replace: true });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'No pudimos iniciar sesión. Inténtalo de nuevo.');
      setSubmitting(false);
    }
  });

  return (
    <PublicCard
      title="Iniciar sesión"
      description="Entra a tu panel de comercio, socio o flota."
      onSubmit={handleSubmit}
    >
      {pendingRedirect && (
        <Alert color="secondary" variant="light">
          Inicia sesión para continuar a <strong>{pendingRedirect}</strong>.
        </Alert>
      )}
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <AccountEmailInput {...form.getInputProps('email')} />
      <PasswordInput
        label="Contraseña"
        autoComplete="current-password"
        leftSection={<IconLock size={16} />}
        {...form.getInputProps('password')}
      />
      <Button type="submit" loading={submitting} fullWidth>
        Entrar
      </Button>
      <PublicCardLink to="/forgot-password">¿Olvidaste tu contraseña?</PublicCardLink>
      <PublicCardLink to="/requests">¿Quieres unirte como comercio o repartidor?</PublicCardLink>
      <PublicCardLink to="/about">Acerca de este panel</PublicCardLink>
    </PublicCard>
  );
};

export default LoginPage;
