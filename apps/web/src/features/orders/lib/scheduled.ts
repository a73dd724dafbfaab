/** Orders for later (decision 054): what the screens need of `scheduledFor` and `dueAt`. */
type Scheduled = { status: string; scheduledFor?: string | null; dueAt?: string | null };

/** Whether an order rings now: an order for as soon as possible always, one for later from its due time. */
export const isDue = (order: Scheduled, now: number) => !order.dueAt || Date.parse(order.dueAt) <= now;

/** A pending order for later whose time to ring has not come: quiet, under "Programados". */
export const isWaitingForSlot = (order: Scheduled, now: number) => order.status === 'pending' && !isDue(order, now);

/** The next due time after `now` among the orders (null when none): when the screen must wake to ring. */
export const nextDueAt = (orders: readonly Scheduled[], now: number) => {
  let next: number | null = null;
  for (const order of orders) {
    if (!order.dueAt || order.status !== 'pending') continue;
    const at = Date.parse(order.dueAt);
    if (at > now && (next === null || at < next)) next = at;
  }
  return next;
};

/** "mañana 1:30 p. m." and "Programado · mañana 1:30 p. m.": one wording with the WhatsApp messages (shared). */
export { scheduledLabel, slotWords } from '@backoffice/shared';
