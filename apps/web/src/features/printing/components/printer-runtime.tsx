import type { Order } from '@backoffice/shared';
import { memo, useEffect, useRef } from 'react';
import { usePrinterSettings } from '../hooks/use-printer.ts';
import { useShopOnTicket } from '../hooks/use-shop-on-ticket.ts';
import { ordersToPrint } from '../lib/auto-print.ts';
import { lazyOrderJob } from '../lib/lazy-jobs.ts';
import { claimPrint, printedOrders } from '../lib/printed-orders.ts';
import { connectPrinter, enqueuePrint } from '../lib/printer-device.ts';

type Props = {
  /** The company's live orders (null for a partner): the auto-print watches them. */
  orders: readonly Order[] | undefined | null;
};

/**
 * Mounted once by the signed-in layout: finds this device's printer again after a reload (no chooser: the browser
 * remembers the permission), and prints each new or accepted order once, per the device's setting. It reads the
 * same live list the board shows, so a catch-up or a reconnection is just another list: an order already printed
 * here (remembered on the device) never prints again.
 */
export const PrinterRuntime = memo(({ orders }: Props) => {
  const { settings, change } = usePrinterSettings();
  const shop = useShopOnTicket();
  const thermal = settings.connection !== 'browser';
  const reconnected = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load and chosen printer
  useEffect(() => {
    if (!thermal || !settings.printer || reconnected.current || settings.connection === 'browser') return;
    reconnected.current = true;
    void connectPrinter(settings.connection, {
      ask: false,
      saved: settings.printer,
      remember: (printer) => change({ printer }),
    });
  }, [thermal, settings.printer?.name]);

  useEffect(() => {
    if (!thermal || !orders) return;
    const due = ordersToPrint(orders, settings.auto, settings.autoSince, new Set(printedOrders()), Date.now());
    for (const order of due) {
      if (!claimPrint(order.id)) continue;
      enqueuePrint(lazyOrderJob(order, settings.tickets, settings, shop));
    }
  }, [orders, thermal, settings, shop]);

  return null;
});
