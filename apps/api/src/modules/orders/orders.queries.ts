import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderStatusHistory, orders, rejections } from '../../db/schema/index.ts';

export type { OrderRow } from './order.dto.ts';

export const findOrder = async (db: Db, id: string) => {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
};

export const findOrderByIdempotencyKey = async (db: Db, scope: string, key: string) => {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.idempotencyScope, scope), eq(orders.idempotencyKey, key)));
  return row;
};

export const orderHistory = (db: Db, orderId: string) =>
  db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));

export const orderRejection = async (db: Db, orderId: string) => {
  const [row] = await db
    .select()
    .from(rejections)
    .where(eq(rejections.orderId, orderId))
    .orderBy(desc(rejections.createdAt))
    .limit(1);
  return row;
};

/** A page of orders of some companies, newest first. */
export const pageOrders = async (
  db: Db,
  filter: { companyIds: string[]; status?: string },
  page: { limit: number; offset: number },
) => {
  if (filter.companyIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    inArray(orders.companyId, filter.companyIds),
    filter.status ? eq(orders.status, filter.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(total) };
};

/** Orders of some companies created in [from, to), newest first. */
export const ordersCreatedBetween = (db: Db, companyIds: string[], from: Date, to: Date, limit?: number) => {
  if (companyIds.length === 0) return Promise.resolve([]);
  const where: SQL | undefined = and(
    inArray(orders.companyId, companyIds),
    gte(orders.createdAt, from),
    lt(orders.createdAt, to),
  );
  const query = db.select().from(orders).where(where).orderBy(desc(orders.createdAt));
  return limit ? query.limit(limit) : query;
};
