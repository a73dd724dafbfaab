import { readDevice, writeDevice } from '../../../lib/device-storage.ts';

/** The orders this device has printed by itself (localStorage), newest last; a reload or a catch-up reads them. */
export const PRINTED_ORDERS_KEY = 'printedOrders';

/**
 * How many are remembered. A shop's live list holds the orders of the day, far fewer; the auto-print also skips
 * orders older than AUTO_PRINT_MAX_AGE_MS, so an order forgotten here is never old enough to be printed again.
 */
export const PRINTED_ORDERS_LIMIT = 500;

export const printedOrders = () => readDevice<string[]>(PRINTED_ORDERS_KEY) ?? [];

/** Appends ids (already there ones move to the end), keeping the newest PRINTED_ORDERS_LIMIT. */
export const rememberPrinted = (ids: string[], current = printedOrders()) => {
  const added = new Set(ids);
  const next = [...current.filter((id) => !added.has(id)), ...ids].slice(-PRINTED_ORDERS_LIMIT);
  writeDevice(PRINTED_ORDERS_KEY, next);
  return next;
};

/**
 * Claims an order for printing: true the first time on this device, false ever after. Claimed before printing, so
 * that a second tab or a reload during the print never prints it again (at most once; a failed print is retried
 * from the banner, not by claiming again).
 */
export const claimPrint = (id: string) => {
  const current = printedOrders();
  if (current.includes(id)) return false;
  rememberPrinted([id], current);
  return true;
};
