import type { Order } from '@backoffice/shared';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { isDue, nextDueAt, slotWords } from '../lib/scheduled.ts';

/**
 * Orders for later ring as new orders when their due time comes (slot minus preparation minutes, decision 054), on
 * any screen: every pending order whose due time has passed is handed to `ring` (the alert machine rings each
 * once), and the screen wakes at the next due time. A screen opened after the due time rings at once; the server's
 * due sweep also sends the order as an update and a push, for screens that were closed or asleep.
 */
export const useDueOrders = (pending: readonly Order[], ring: (orders: Order[]) => void) => {
  const [wokenAt, setWokenAt] = useState(0);
  useEffect(() => {
    const now = Math.max(Date.now(), wokenAt);
    const due = pending.filter((order) => order.dueAt && isDue(order, now));
    if (due.length > 0) ring(due);
    const next = nextDueAt(pending, now);
    if (next === null) return;
    const timer = window.setTimeout(() => setWokenAt(next), Math.max(0, next - Date.now()) + 50);
    return () => window.clearTimeout(timer);
  }, [pending, wokenAt, ring]);
};

/** The quiet notice of an order for later at intake: no sound, it rings at its time. */
export const showScheduledNotice = (order: Order, timeZone: string) => {
  if (!order.scheduledFor) return;
  notifications.show({
    id: `scheduled-order-${order.id}`,
    title: `Pedido programado #${order.number}`,
    message: `${order.customer.name} · para ${slotWords(order.scheduledFor, timeZone, Date.now())}. Sonará a su hora de preparación.`,
    color: 'blue',
    autoClose: 7000,
    withCloseButton: true,
  });
};
