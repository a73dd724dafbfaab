import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { SIGN_IN_PATH } from '../../lib/sign-in-page.ts';

const AboutPage = () => {
  useEffect(() => {
    document.title = 'Acerca de · Backoffice';
  }, []);
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" radius="lg" maw={560}>
        <Stack>
          <Title order={2}>Acerca de este panel</Title>
          <Text>
            Backoffice para negocios de reparto en Latinoamérica: los comercios administran su menú, horarios y pedidos
            en vivo; los socios operan una ciudad con muchos comercios, repartidores, zonas y mandados; y las flotas
            administran a sus repartidores.
          </Text>
          <Anchor component={Link} to="/requests">
            ¿Tienes un comercio o quieres repartir? Solicita unirte
          </Anchor>
          <Anchor href={SIGN_IN_PATH}>Ir a iniciar sesión</Anchor>
        </Stack>
      </Paper>
    </Center>
  );
};

export default AboutPage;
