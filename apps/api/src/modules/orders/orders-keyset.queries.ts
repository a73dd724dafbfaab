import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, orders } from '../../db/schema/index.ts';
import { decodeCursor, encodeCursor, numberKeySchema } from '../../shared/keyset-cursor.ts';
import type { OrderRow } from './order.dto.ts';

type CompanyFilter = { companyId: string; status?: string };

/** The cursor after an order of a company: its number, which with the company names one row (decision 053). */
export const orderCursor = (row: Pick<OrderRow, 'number'>) => encodeCursor({ n: row.number });

/** The cursor the offset page hands on, so a client can start a walk from the first (offset) page. */
export const nextOrderCursor = (rows: OrderRow[], offset: number, total: number) => {
  const last = rows.at(-1);
  return last && offset + rows.length < total ? orderCursor(last) : null;
};

/** As pageOrders counts: without a status filter a company's count is its order counter, one row. */
const countCompanyOrders = async (db: Db, filter: CompanyFilter, where: SQL | undefined) => {
  if (!filter.status) {
    const [row] = await db
      .select({ total: companies.lastOrderNumber })
      .from(companies)
      .where(eq(companies.id, filter.companyId));
    return row?.total ?? 0;
  }
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  return Number(total);
};

/**
 * The orders older than the cursor's one in the lists' order (created_at, number) newest first: the index
 * (company, [status,] created_at, number) is entered at the cursor's row, so the 500th page costs what the
 * first does, and orders that arrive meanwhile (newer) never shift it. The cursor's row is looked up by its
 * number, so its created_at keeps the database's full precision.
 */
export const pageOrdersByCursor = async (db: Db, filter: CompanyFilter, cursor: string, limit: number) => {
  const { n } = decodeCursor(cursor, numberKeySchema);
  const companyWhere = and(
    eq(orders.companyId, filter.companyId),
    filter.status ? eq(orders.status, filter.status) : undefined,
  );
  const after: SQL = sql`(${orders.createdAt}, ${orders.number}) < (select o.created_at, o.number from orders o where o.company_id = ${filter.companyId} and o.number = ${n})`;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(companyWhere, after))
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(limit + 1),
    countCompanyOrders(db, filter, companyWhere),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, total, nextCursor: rows.length > limit && last ? orderCursor(last) : null };
};
