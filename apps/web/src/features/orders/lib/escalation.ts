import type { Order } from '@backoffice/shared';

export const DEFAULT_ESCALATION_MINUTES = 3;

type Waiting = Pick<Order, 'id' | 'status' | 'createdAt'> & { escalatedAt?: string | null; dueAt?: string | null };

/**
 * Which pending orders have escalated (waited the company's minutes, or marked so by the server), and when
 * the next one will: the insistent sound starts then without waiting for the server's sweep.
 */
export const escalationPlan = (orders: Waiting[], minutes: number, now: number) => {
  const escalated: string[] = [];
  let nextAt: number | null = null;
  for (const order of orders) {
    if (order.status !== 'pending') continue;
    // An order for later waits from its due time, not from when it was placed (decision 054).
    const dueAt = new Date(order.dueAt ?? order.createdAt).getTime() + minutes * 60_000;
    if (order.escalatedAt || dueAt <= now) escalated.push(order.id);
    else if (nextAt === null || dueAt < nextAt) nextAt = dueAt;
  }
  return { escalated, nextAt };
};
