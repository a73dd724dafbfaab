import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { Page } from '../../components/page.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { useWhatsapp } from './use-whatsapp.ts';

const WhatsappPage = () => {
  const { business } = useAuth();
  const isAdmin = business?.type === 'partner' && business.role === 'admin';
  const { status, qrCode, liveStatus, refresh } = useWhatsapp(isAdmin);

  if (!isAdmin) {
    return (
      <Page title="WhatsApp">
        <Alert color="secondary">Solo una cuenta administradora del socio puede conectar WhatsApp.</Alert>
      </Page>
    );
  }

  return (
    <Page
      title="WhatsApp"
      actions={
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} />}
          onClick={refresh}
          disabled={liveStatus !== 'online'}
        >
          Actualizar estado
        </Button>
      }
    >
      <Paper withBorder p="lg">
        <Stack>
          <Group>
            <Text fw={600}>Estado de la conexión:</Text>
            <Badge color={status === 'open' ? 'green' : 'gray'} data-testid="whatsapp-status">
              {status === 'open' ? 'Conectado' : 'Desconectado'}
            </Badge>
            {liveStatus !== 'online' && (
              <Group gap={6}>
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  Conectando con el servidor…
                </Text>
              </Group>
            )}
          </Group>
          {status === 'open' ? (
            <Text>WhatsApp está conectado: los avisos a clientes y repartidores salen desde tu número.</Text>
          ) : qrCode ? (
            <Stack align="center">
              <Text>Abre WhatsApp en tu teléfono, ve a Dispositivos vinculados y escanea este código:</Text>
              <Center p="md" bg="white">
                <QRCodeSVG value={qrCode} size={240} aria-label="Código QR de WhatsApp" />
              </Center>
            </Stack>
          ) : (
            <Text c="dimmed">
              Aún no hay un código QR disponible. Cuando el servicio de mensajería genere uno aparecerá aquí
              automáticamente para que lo escanees.
            </Text>
          )}
        </Stack>
      </Paper>
    </Page>
  );
};

export default WhatsappPage;
