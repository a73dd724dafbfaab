import type { PaperWidth } from './tickets.ts';

/** How this device prints: a thermal printer through the browser, or the browser's print dialog (the fallback). */
export type PrinterConnection = 'browser' | 'usb' | 'serial' | 'bluetooth';
/** When this device prints by itself: never, when an order is accepted, or as soon as it arrives. */
export type AutoPrint = 'off' | 'accept' | 'arrival';
export type TicketChoice = 'kitchen' | 'bag' | 'both';

/** What the transport told us of the printer when it connected: enough to reconnect without asking again. */
export type SavedPrinter = {
  type: 'usb' | 'serial' | 'bluetooth';
  vendorId?: number | null;
  productId?: number | null;
  serialNumber?: string;
  id?: string;
  name: string;
  codepageMapping: string | null;
};

export type PrinterSettings = {
  connection: PrinterConnection;
  paper: PaperWidth;
  auto: AutoPrint;
  tickets: TicketChoice;
  printer: SavedPrinter | null;
  /** When auto-print was turned on (ISO): orders changed before it are never printed by themselves. */
  autoSince: string | null;
};

/** Kept on the device (localStorage), like counter mode: each tablet has its own printer. */
export const PRINTER_SETTINGS_KEY = 'printer';

export const defaultPrinterSettings: PrinterSettings = {
  connection: 'browser',
  paper: 80,
  auto: 'off',
  tickets: 'kitchen',
  printer: null,
  autoSince: null,
};

export const connectionLabels: Record<PrinterConnection, string> = {
  browser: 'Diálogo de impresión del navegador',
  usb: 'Impresora térmica USB',
  serial: 'Impresora térmica por puerto serie',
  bluetooth: 'Impresora térmica Bluetooth',
};

export const autoPrintLabels: Record<AutoPrint, string> = {
  off: 'No imprimir solo',
  accept: 'Al aceptar un pedido',
  arrival: 'Al llegar un pedido',
};

export const ticketChoiceLabels: Record<TicketChoice, string> = {
  kitchen: 'Ticket de cocina',
  bag: 'Ticket de bolsa',
  both: 'Cocina y bolsa',
};

export const readPrinterSettings = (raw: unknown): PrinterSettings => {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Partial<PrinterSettings>;
  return {
    connection: value.connection && value.connection in connectionLabels ? value.connection : 'browser',
    paper: value.paper === 58 ? 58 : 80,
    auto: value.auto && value.auto in autoPrintLabels ? value.auto : 'off',
    tickets: value.tickets && value.tickets in ticketChoiceLabels ? value.tickets : 'kitchen',
    printer: value.printer ?? null,
    autoSince: typeof value.autoSince === 'string' ? value.autoSince : null,
  };
};

/** Whether this browser can reach a thermal printer that way (Chrome and Edge have all three; Safari none). */
export const connectionAvailable = (connection: PrinterConnection) => {
  if (connection === 'browser') return true;
  if (typeof navigator === 'undefined') return false;
  if (connection === 'usb') return 'usb' in navigator;
  if (connection === 'serial') return 'serial' in navigator;
  return 'bluetooth' in navigator;
};

/** A change of settings; turning auto-print on (or changing when it prints) starts it from now. */
export const changeSettings = (current: PrinterSettings, change: Partial<PrinterSettings>, now = new Date()) => {
  const next = { ...current, ...change };
  if (change.auto && change.auto !== current.auto) next.autoSince = change.auto === 'off' ? null : now.toISOString();
  return next;
};
