import type { Errand } from '@backoffice/shared';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { usePrinterSettings } from '../hooks/use-printer.ts';
import { useShopOnTicket } from '../hooks/use-shop-on-ticket.ts';
import { lazyErrandJob } from '../lib/lazy-jobs.ts';
import { enqueuePrint } from '../lib/printer-device.ts';

/** "Imprimir" on a dispatcher's errand: its ticket on the thermal printer, or the browser's dialog without one. */
export const PrintErrandButton = ({ errand }: { errand: Errand }) => {
  const { settings } = usePrinterSettings();
  const shop = useShopOnTicket();
  return (
    <Button
      size="md"
      variant="default"
      leftSection={<IconPrinter />}
      onClick={() =>
        settings.connection === 'browser' ? window.print() : enqueuePrint(lazyErrandJob(errand, settings, shop))
      }
    >
      Imprimir
    </Button>
  );
};
