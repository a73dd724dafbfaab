import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { queueOrderPushes } from './escalation.ts';
import type { OrderRow } from './order.dto.ts';

/**
 * The moment a scheduled order becomes due (decision 054): every order for later still pending whose due time
 * (slot minus preparation minutes) has come is marked once, its version bumped so that it reaches every screen as
 * an update (live, and by catch-up for a screen that was closed), and its push is queued as a new order's is, in
 * the same transaction. The update itself decides which process announces an order, so several may sweep at once.
 */
export const announceDueOrders = (db: Db): Promise<OrderRow[]> =>
  db.transaction(async (tx) => {
    const due: OrderRow[] = await tx
      .update(orders)
      .set({ dueAnnouncedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${orders.version} + 1` })
      .where(
        sql`${orders.dueAt} is not null and ${orders.dueAnnouncedAt} is null and ${orders.dueAt} <= now()
          and ${orders.status} = 'pending'`,
      )
      .returning(getTableColumns(orders));
    await queueOrderPushes(tx, due, 'order');
    return due;
  });
