import { Alert, Badge, Button, Card, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Page } from '../../../components/page.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { usePrinterSettings, usePrinterState } from '../hooks/use-printer.ts';
import { useShopOnTicket } from '../hooks/use-shop-on-ticket.ts';
import { testPrintJob } from '../lib/print-jobs.ts';
import { connectPrinter, disconnectPrinter, enqueuePrint, type PrinterStatus } from '../lib/printer-device.ts';
import {
  type AutoPrint,
  autoPrintLabels,
  connectionAvailable,
  connectionLabels,
  type PrinterConnection,
  type TicketChoice,
  ticketChoiceLabels,
} from '../lib/printer-settings.ts';

const statusLabels: Record<PrinterStatus, { label: string; color: string }> = {
  idle: { label: 'Sin conectar', color: 'gray' },
  connecting: { label: 'Conectando…', color: 'blue' },
  ready: { label: 'Lista', color: 'green' },
  disconnected: { label: 'Desconectada', color: 'red' },
  'paper-out': { label: 'Sin papel', color: 'red' },
  denied: { label: 'Sin permiso', color: 'red' },
};

const connections = Object.keys(connectionLabels) as PrinterConnection[];

/** The printer of this device (kept on the device, like counter mode): how it prints, the paper, auto-print. */
const PrinterSettingsPage = () => {
  const { type } = useAuth();
  const { settings, change } = usePrinterSettings();
  const state = usePrinterState();
  const shop = useShopOnTicket();
  const [connecting, setConnecting] = useState(false);
  const thermal = settings.connection !== 'browser';
  const status = statusLabels[state.status];

  const connect = () => {
    if (settings.connection === 'browser') return;
    setConnecting(true);
    void connectPrinter(settings.connection, {
      ask: true,
      saved: settings.printer,
      remember: (printer) => change({ printer }),
    }).finally(() => setConnecting(false));
  };
  const chooseConnection = (value: string) => {
    const connection = value as PrinterConnection;
    if (connection === settings.connection) return;
    void disconnectPrinter();
    change({ connection, printer: null, ...(connection === 'browser' ? { auto: 'off' as const } : {}) });
  };

  return (
    <Page title="Impresora">
      <Text c="dimmed" maw={720}>
        Estos ajustes son de este dispositivo: cada tableta o computadora de tu negocio tiene su propia impresora.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              Conexión
            </Title>
            <Radio.Group label="Cómo imprime este dispositivo" value={settings.connection} onChange={chooseConnection}>
              <Stack gap="xs" mt="xs">
                {connections.map((connection) => (
                  <Radio
                    key={connection}
                    value={connection}
                    label={connectionLabels[connection]}
                    disabled={!connectionAvailable(connection)}
                    description={connectionAvailable(connection) ? undefined : 'Este navegador no lo permite'}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Radio.Group
              label="Ancho del papel"
              value={String(settings.paper)}
              onChange={(value) => change({ paper: value === '58' ? 58 : 80 })}
            >
              <Group gap="lg" mt="xs">
                <Radio value="58" label="58 mm (32 columnas)" />
                <Radio value="80" label="80 mm (48 columnas)" />
              </Group>
            </Radio.Group>
            {thermal ? (
              <Stack gap="xs">
                <Group gap="xs">
                  <Text fw={600}>{settings.printer?.name ?? state.name ?? 'Ninguna impresora elegida'}</Text>
                  <Badge color={status.color} variant="light">
                    {status.label}
                  </Badge>
                </Group>
                <Group gap="sm">
                  <Button leftSection={<IconPlugConnected />} onClick={connect} loading={connecting}>
                    {settings.printer ? 'Conectar otra impresora' : 'Conectar impresora'}
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<IconPrinter />}
                    disabled={state.status !== 'ready'}
                    onClick={() => enqueuePrint(testPrintJob(settings, shop))}
                  >
                    Imprimir prueba
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Alert color="gray" title="Diálogo de impresión">
                Cada ticket se imprime con el diálogo del navegador, en la impresora que tenga el dispositivo. Para que
                los pedidos se impriman solos, conecta una impresora térmica.
              </Alert>
            )}
          </Stack>
        </Card>
        {type === 'company' && (
          <Card withBorder padding="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                Impresión automática
              </Title>
              <Radio.Group
                label="Cuándo imprime solo"
                description="Cada pedido se imprime una sola vez en este dispositivo, aunque recargues la página."
                value={settings.auto}
                onChange={(value) => change({ auto: value as AutoPrint })}
              >
                <Stack gap="xs" mt="xs">
                  {(Object.keys(autoPrintLabels) as AutoPrint[]).map((auto) => (
                    <Radio
                      key={auto}
                      value={auto}
                      label={autoPrintLabels[auto]}
                      disabled={!thermal && auto !== 'off'}
                    />
                  ))}
                </Stack>
              </Radio.Group>
              <Radio.Group
                label="Qué tickets"
                value={settings.tickets}
                onChange={(value) => change({ tickets: value as TicketChoice })}
              >
                <Stack gap="xs" mt="xs">
                  {(Object.keys(ticketChoiceLabels) as TicketChoice[]).map((tickets) => (
                    <Radio key={tickets} value={tickets} label={ticketChoiceLabels[tickets]} disabled={!thermal} />
                  ))}
                </Stack>
              </Radio.Group>
              <Text size="sm" c="dimmed">
                Cocina: productos en grande, extras y notas, sin precios. Bolsa: cliente, dirección, precios, total,
                forma de pago, efectivo a cobrar y un código QR para seguir el pedido.
              </Text>
            </Stack>
          </Card>
        )}
      </SimpleGrid>
    </Page>
  );
};

export default PrinterSettingsPage;
