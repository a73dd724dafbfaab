import { Anchor, List, Paper, Stack, Text } from '@mantine/core';
import { Page } from '../../components/page.tsx';
import { useAuth } from '../../lib/auth-context.tsx';

const SupportPage = () => {
  const { authUser } = useAuth();
  return (
    <Page title="Soporte">
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Text>
            ¿Necesitas ayuda, {authUser?.name}? Escríbenos y te respondemos en menos de una hora en horario de operación
            (todos los días de 8:00 a 23:00, hora del centro de México).
          </Text>
          <List spacing="xs">
            <List.Item>
              Correo: <Anchor href="mailto:soporte@backoffice.mx">soporte@backoffice.mx</Anchor>
            </List.Item>
            <List.Item>
              Teléfono: <Anchor href="tel:+523300000000">33 0000 0000</Anchor>
            </List.Item>
          </List>
          <Text c="dimmed" size="sm">
            Si un pedido no suena o no aparece, recarga la página y revisa que el sonido esté activado en la pantalla de
            pedidos.
          </Text>
        </Stack>
      </Paper>
    </Page>
  );
};

export default SupportPage;
