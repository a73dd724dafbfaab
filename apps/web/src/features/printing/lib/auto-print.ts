import type { Order, OrderStatus } from '@backoffice/shared';
import type { AutoPrint } from './printer-settings.ts';

/** An order older than this is never printed by itself (the printed-orders memory is bounded; decision 050). */
export const AUTO_PRINT_MAX_AGE_MS = 12 * 60 * 60 * 1000;

const printsOn: Record<Exclude<AutoPrint, 'off'>, readonly OrderStatus[]> = {
  // Accepted here or on another screen; "ready" too, for an order accepted and finished while this device was away.
  accept: ['accepted', 'ready'],
  // As soon as it arrives; an order accepted while this device was away still prints on catch-up.
  arrival: ['pending', 'accepted', 'ready'],
};

/**
 * The orders this device should print now: in a status its setting prints on, changed since the setting was
 * turned on (so turning it on never prints the day's earlier orders), recent, and never printed here before.
 */
export const ordersToPrint = (
  orders: readonly Order[],
  auto: AutoPrint,
  since: string | null,
  printed: ReadonlySet<string>,
  now: number,
) => {
  if (auto === 'off' || !since) return [];
  const statuses = printsOn[auto];
  const start = Date.parse(since);
  return orders.filter(
    (order) =>
      statuses.includes(order.status) &&
      Date.parse(order.updatedAt) >= start &&
      now - Date.parse(order.createdAt) <= AUTO_PRINT_MAX_AGE_MS &&
      !printed.has(order.id),
  );
};
