import type { Errand, Order } from '@backoffice/shared';
import { apiRequest } from '../../../lib/api-client.ts';

type ChangesPage<T> = { items: T[]; now: string; next: { since: string; after: string } | null };

/**
 * Catch-up after a disconnection (apps/api/src/modules/live/README.md): everything changed since the
 * cursor, following `next` until the end; the answer's `now` is the next cursor.
 */
const getAllChanges = async <T>(path: string, since: string) => {
  const items: T[] = [];
  let page = await apiRequest<ChangesPage<T>>(path, { query: { since } });
  items.push(...page.items);
  const now = page.now;
  while (page.next) {
    page = await apiRequest<ChangesPage<T>>(path, { query: page.next });
    items.push(...page.items);
  }
  return { items, now };
};

export const getOrderChanges = (since: string) => getAllChanges<Order>('/orders/changes', since);
export const getErrandChanges = (since: string) => getAllChanges<Errand>('/errands/changes', since);
