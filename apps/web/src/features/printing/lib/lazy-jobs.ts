import type { Errand, Order } from '@backoffice/shared';
import type { ShopOnTicket } from './print-jobs.ts';
import type { PrintJob } from './printer-device.ts';
import type { PrinterSettings, TicketChoice } from './printer-settings.ts';
import { trackingUrlOf } from './tracking-url.ts';

// The tickets' code and the encoder download with the first print, never with the shell (decision 029).
const jobs = () => import('./print-jobs.ts');

export const lazyOrderJob = (
  order: Order,
  which: TicketChoice,
  settings: PrinterSettings,
  shop: ShopOnTicket,
  key = `order:${order.id}:${which}`,
): PrintJob => ({
  key,
  label: `Pedido #${order.number}`,
  bytes: async () => (await jobs()).orderPrintJob(order, which, settings, shop, () => trackingUrlOf(order.id)).bytes(),
});

export const lazyErrandJob = (errand: Errand, settings: PrinterSettings, shop: ShopOnTicket): PrintJob => ({
  key: `errand:${errand.id}:${Date.now()}`,
  label: `Mandado #${errand.number}`,
  bytes: async () => (await jobs()).errandPrintJob(errand, settings, shop).bytes(),
});
