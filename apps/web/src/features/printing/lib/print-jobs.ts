import type { Errand, Order } from '@backoffice/shared';
import type { PrintJob } from './printer-device.ts';
import type { PrinterSettings, TicketChoice } from './printer-settings.ts';
import {
  bagTicket,
  encoderOptions,
  errandTicket,
  kitchenTicket,
  type PaperWidth,
  type TicketContext,
  testTicket,
} from './tickets.ts';

/** The code page tables the encoder knows; a printer reporting another one is treated as Epson-compatible. */
const knownMappings = new Set([
  'bixolon',
  'bixolon/legacy',
  'citizen',
  'epson',
  'epson/legacy',
  'fujitsu',
  'hp',
  'metapace',
  'mpt',
  'pos-5890',
  'pos-8360',
  'star',
  'sunmi',
  'xprinter',
  'youku',
]);

export type ShopOnTicket = { name: string; timeZone: string };

// The encoder (about 30 kB gzip) is downloaded by the first print, never with the screens (decision 029).
const encoderFor = async (settings: PrinterSettings) => {
  const { default: ReceiptPrinterEncoder } = await import('@point-of-sale/receipt-printer-encoder');
  const mapping = settings.printer?.codepageMapping;
  return () =>
    new ReceiptPrinterEncoder(
      encoderOptions(settings.paper, mapping && knownMappings.has(mapping) ? mapping : 'epson'),
    );
};

const context = (settings: PrinterSettings, shop: ShopOnTicket, trackingUrl?: string | null): TicketContext => ({
  paper: settings.paper as PaperWidth,
  companyName: shop.name,
  timeZone: shop.timeZone,
  trackingUrl,
});

const ticketNames: Record<TicketChoice, string> = { kitchen: 'cocina', bag: 'bolsa', both: 'cocina y bolsa' };

/** The order's tickets, kitchen first; the bag's QR link is asked for only when the bag ticket prints. */
export const orderPrintJob = (
  order: Order,
  which: TicketChoice,
  settings: PrinterSettings,
  shop: ShopOnTicket,
  trackingUrl: () => Promise<string | null>,
): PrintJob => ({
  key: `order:${order.id}:${which}`,
  label: `Pedido #${order.number} (${ticketNames[which]})`,
  bytes: async () => {
    const make = await encoderFor(settings);
    const parts: Uint8Array[] = [];
    if (which !== 'bag') parts.push(kitchenTicket(make(), order, context(settings, shop)));
    if (which !== 'kitchen') {
      const url = await trackingUrl().catch(() => null);
      parts.push(bagTicket(make(), order, context(settings, shop, url)));
    }
    return parts;
  },
});

export const errandPrintJob = (errand: Errand, settings: PrinterSettings, shop: ShopOnTicket): PrintJob => ({
  key: `errand:${errand.id}:${Date.now()}`,
  label: `Mandado #${errand.number}`,
  bytes: async () => [errandTicket((await encoderFor(settings))(), errand, context(settings, shop))],
});

export const testPrintJob = (settings: PrinterSettings, shop: ShopOnTicket): PrintJob => ({
  key: `test:${Date.now()}`,
  label: 'Prueba de impresión',
  bytes: async () => [testTicket((await encoderFor(settings))(), context(settings, shop))],
});
