import { canMoveOrder, type OrderStatus, orderStatusLabels, orderTransitions } from '@backoffice/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderStatusHistory, orders } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordDeliveredCustomer } from '../customers/customer-book.ts';
import { recordDeliveredOrder } from '../ledger/ledger.writer.ts';
import { enqueueOrderMessage } from '../whatsapp/outbox.enqueue.ts';
import { findOrder, type OrderRow } from './orders.queries.ts';

export type Actor = { manager: string; accountId: string | null };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The order if one of the given companies owns it; otherwise 404, so that existence does not leak. */
export const loadAccessibleOrder = async (db: Db, companyIds: string[], id: string) => {
  const order = await findOrder(db, id);
  if (!order || !companyIds.includes(order.companyId)) throw notFound('No encontramos ese pedido.');
  return order;
};

const stale = () =>
  conflict('stale_version', 'El pedido cambió mientras tanto. Actualiza la pantalla e inténtalo de nuevo.');

export const isFinalOrderStatus = (status: string) => orderTransitions[status as OrderStatus]?.length === 0;

/**
 * Moves an order along its lifecycle. The update matches the version and status that were read, so of
 * several concurrent changes exactly one wins and the others get 409; the history row is written in the
 * same transaction (and, on delivery, the ledger entries and the customer book's figures), and `alsoInTx` lets a caller (the rejection) add its own writes to it.
 */
export const moveOrder = async (
  db: Db,
  order: OrderRow,
  to: OrderStatus,
  actor: Actor,
  options: { minutes?: number; alsoInTx?: (tx: Tx, updated: OrderRow) => Promise<void> } = {},
) => {
  const from = order.status as OrderStatus;
  if (!canMoveOrder(from, to)) {
    throw conflict(
      'invalid_transition',
      `Un pedido «${orderStatusLabels[from] ?? from}» no puede pasar a «${orderStatusLabels[to]}».`,
      { from, to },
    );
  }
  const now = new Date();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({
        status: to,
        version: sql`${orders.version} + 1`,
        updatedAt: now,
        ...(options.minutes ? { minutes: options.minutes } : {}),
      })
      .where(and(eq(orders.id, order.id), eq(orders.version, order.version), eq(orders.status, from)))
      .returning();
    if (!updated) throw stale();
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, fromStatus: from, toStatus: to, ...actor, at: now });
    if (to === 'delivered') {
      await recordDeliveredOrder(tx, updated, now);
      await recordDeliveredCustomer(tx, updated);
    }
    await options.alsoInTx?.(tx, updated);
    // The customer's WhatsApp message commits or rolls back with the status change (modules/whatsapp/README.md).
    await enqueueOrderMessage(tx, updated);
    return updated;
  });
};

/** Sets the minutes the order will take (1…240) while it is still open. */
export const setOrderMinutes = async (db: Db, order: OrderRow, minutes: number) => {
  if (isFinalOrderStatus(order.status)) {
    throw conflict('invalid_transition', 'El pedido ya está cerrado; no se puede cambiar su tiempo.');
  }
  const [updated] = await db
    .update(orders)
    .set({ minutes, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.version, order.version)))
    .returning();
  if (!updated) throw stale();
  return updated;
};
