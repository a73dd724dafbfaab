import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-context.tsx';
import { homePathFor } from '../../lib/home-path.ts';
import { SIGN_IN_PATH } from '../../lib/sign-in-page.ts';

const NotFoundPage = () => {
  const { type } = useAuth();
  useEffect(() => {
    document.title = 'Página no encontrada · Backoffice';
  }, []);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" ta="center">
        <Title order={1} c="brand">
          404
        </Title>
        <Title order={3}>No encontramos esta página</Title>
        <Text c="dimmed">La dirección no existe o no está disponible para tu cuenta.</Text>
        {type ? (
          <Button component={Link} to={homePathFor(type)}>
            Volver al inicio
          </Button>
        ) : (
          <Button component="a" href={SIGN_IN_PATH}>
            Iniciar sesión
          </Button>
        )}
      </Stack>
    </Center>
  );
};

export default NotFoundPage;
