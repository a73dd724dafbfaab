import type { Order } from '@backoffice/shared';
import { Button, SimpleGrid } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePrinterSettings } from '../hooks/use-printer.ts';
import { useShopOnTicket } from '../hooks/use-shop-on-ticket.ts';
import { lazyOrderJob } from '../lib/lazy-jobs.ts';
import { enqueuePrint } from '../lib/printer-device.ts';
import type { TicketChoice } from '../lib/printer-settings.ts';

/**
 * Reprint on demand. With a thermal printer: the kitchen's and the bag's ticket, each its own press (a reprint is
 * always asked for, so it never consults the printed-orders memory). Without one: the browser's print dialog,
 * today's path, which prints the page's kitchen ticket.
 */
export const PrintOrderButtons = ({ order, before }: { order: Order; before?: ReactNode }) => {
  const { settings } = usePrinterSettings();
  const shop = useShopOnTicket();
  if (settings.connection === 'browser')
    return (
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {before}
        <Button size="md" variant="default" leftSection={<IconPrinter />} onClick={() => window.print()}>
          Imprimir ticket
        </Button>
      </SimpleGrid>
    );
  const print = (which: TicketChoice) =>
    // A second press is a second copy: each its own key.
    enqueuePrint(lazyOrderJob(order, which, settings, shop, `reprint:${order.id}:${which}:${Date.now()}`));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {before}
      <Button size="md" variant="default" leftSection={<IconPrinter />} onClick={() => print('kitchen')}>
        Ticket de cocina
      </Button>
      <Button size="md" variant="default" leftSection={<IconPrinter />} onClick={() => print('bag')}>
        Ticket de bolsa
      </Button>
    </SimpleGrid>
  );
};
