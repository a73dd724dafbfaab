import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { homePathFor } from '../../../app/routes/route-sets.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { REDIRECT_KEY, readSession, removeSession } from '../../../lib/session-storage.ts';
import { useAuth } from '../auth-context.tsx';

const LoginPage = () => {
  const { status, type, signIn } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const pendingRedirect = readSession<string>(REDIRECT_KEY);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : 'Escribe un correo válido'),
      password: (value) => (value.length > 0 ? null : 'Escribe tu contraseña'),
    },
  });

  useEffect(() => {
    document.title = 'Iniciar sesión · Backoffice';
  }, []);

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
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" radius="lg" w="100%" maw={420}>
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <Stack gap={4}>
              <Title order={2}>Iniciar sesión</Title>
              <Text c="dimmed" size="sm">
                Entra a tu panel de comercio, socio o flota.
              </Text>
            </Stack>
            {pendingRedirect && (
              <Alert color="secondary" variant="light">
                Inicia sesión para continuar a <strong>{pendingRedirect}</strong>.
              </Alert>
            )}
            {error && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {error}
              </Alert>
            )}
            <TextInput
              label="Correo electrónico"
              type="email"
              autoComplete="username"
              placeholder="tu@correo.mx"
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Contraseña"
              autoComplete="current-password"
              leftSection={<IconLock size={16} />}
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={submitting} fullWidth>
              Entrar
            </Button>
            <Text size="sm" ta="center">
              <Anchor component={Link} to="/about">
                Acerca de este panel
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
};

export default LoginPage;
