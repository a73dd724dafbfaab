import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, orders, pushOutbox } from '../../db/schema/index.ts';
import type { OrderRow } from './order.dto.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Queues a push for each order in the sweep's own transaction: `order` (it rings as new) or `escalation`. */
export const queueOrderPushes = async (tx: Tx, rows: OrderRow[], kind: 'order' | 'escalation') => {
  if (rows.length === 0) return;
  await tx
    .insert(pushOutbox)
    .values(rows.map((order) => ({ kind, itemId: order.id, companyId: order.companyId, partnerId: order.partnerId })));
};

/** Orders older than this are left alone: a forgotten order from yesterday is not an alert any more. */
const ESCALATION_HORIZON_HOURS = 12;

/**
 * Marks, once, every order still pending past its company's alert escalation minutes (counted from its due time
 * for an order for later, decision 054), bumping its version so
 * that it reaches clients as an update (live and by catch-up), and queues its push in the same statement.
 * The update itself decides which process escalates an order, so several processes may sweep at once. A minute
 * lasts `minuteSeconds` (ESCALATION_MINUTE_SECONDS: 60, shorter only for the browser tests).
 */
export const escalateDueOrders = (db: Db, minuteSeconds = 60): Promise<OrderRow[]> =>
  db.transaction(async (tx) => {
    const escalated = await tx
      .update(orders)
      .set({ escalatedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${orders.version} + 1` })
      .from(companies)
      .where(
        sql`${orders.companyId} = ${companies.id} and ${orders.status} = 'pending' and ${orders.escalatedAt} is null
          and coalesce(${orders.dueAt}, ${orders.createdAt})
            <= now() - make_interval(secs => ${companies.alertEscalationMinutes} * ${minuteSeconds})
          and coalesce(${orders.dueAt}, ${orders.createdAt}) > now() - make_interval(hours => ${ESCALATION_HORIZON_HOURS})`,
      )
      .returning(getTableColumns(orders));
    const rows: OrderRow[] = escalated;
    await queueOrderPushes(tx, rows, 'escalation');
    return rows;
  });

/** When an order of a company with these minutes escalates (the client schedules its insistent sound from it). */
export const escalatesAt = (createdAt: Date, minutes: number) => new Date(createdAt.getTime() + minutes * 60_000);
