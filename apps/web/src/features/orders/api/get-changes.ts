import { api } from '../../../lib/api.ts';

type ChangesPage<T> = { items: T[]; now: string; next: { since: string; after: string } | null };
type Cursor = { since: string; after?: string };

/**
 * Catch-up after a disconnection (apps/api/src/modules/live/README.md): everything changed since the
 * cursor, following `next` until the end; the answer's `now` is the next cursor.
 */
const getAllChanges = async <T>(read: (cursor: Cursor) => Promise<ChangesPage<T>>, since: string) => {
  const items: T[] = [];
  let page = await read({ since });
  items.push(...page.items);
  const now = page.now;
  while (page.next) {
    page = await read(page.next);
    items.push(...page.items);
  }
  return { items, now };
};

export const getOrderChanges = (since: string) =>
  getAllChanges((query) => api.GET('/api/orders/changes', { params: { query } }), since);
export const getErrandChanges = (since: string) =>
  getAllChanges((query) => api.GET('/api/errands/changes', { params: { query } }), since);
