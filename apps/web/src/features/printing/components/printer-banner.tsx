import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPrinterOff } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { countLabel } from '../../../lib/plural.ts';
import { usePrinterSettings, usePrinterState } from '../hooks/use-printer.ts';
import { type PrinterStatus, retryPrinter } from '../lib/printer-device.ts';

const problems: Partial<Record<PrinterStatus, string>> = {
  disconnected: 'Impresora desconectada',
  'paper-out': 'La impresora no tiene papel',
  denied: 'El navegador no dio permiso para usar la impresora',
};

/**
 * On every screen, under the header: the printer's problem in words and "Reintentar". The orders keep ringing,
 * showing and being accepted meanwhile; their tickets wait and print when the printer is back (decision 050).
 */
export const PrinterBanner = memo(() => {
  const { settings, change } = usePrinterSettings();
  const state = usePrinterState();
  const [retrying, setRetrying] = useState(false);
  const problem = problems[state.status];
  if (settings.connection === 'browser' || !problem) return null;
  const retry = () => {
    if (settings.connection === 'browser') return;
    setRetrying(true);
    void retryPrinter(settings.connection, settings.printer, (printer) => change({ printer })).finally(() =>
      setRetrying(false),
    );
  };
  return (
    <Alert
      color="orange"
      variant="light"
      radius={0}
      py={6}
      icon={<IconPrinterOff size={20} />}
      role="alert"
      data-testid="printer-banner"
    >
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Text size="sm" fw={700}>
          {problem}
          {state.waiting > 0 ? ` · ${countLabel(state.waiting, 'ticket', 'tickets')} en espera` : ''}
        </Text>
        <Button size="compact-sm" color="dark" onClick={retry} loading={retrying}>
          Reintentar
        </Button>
      </Group>
    </Alert>
  );
});
