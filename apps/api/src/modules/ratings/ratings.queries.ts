import { type RatingListQuery, startOfLocalDate } from '@backoffice/shared';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, errands, orderStatusHistory, orders, ratings } from '../../db/schema/index.ts';

export type RatingRow = typeof ratings.$inferSelect;

/** When the order was delivered (its last move to "Entregado"), or undefined. */
export const deliveredAt = async (db: Db, orderId: string) => {
  const [row] = await db
    .select({ at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'delivered')))
    .orderBy(desc(orderStatusHistory.at))
    .limit(1);
  return row?.at;
};

/** The rider who took the order: the order's own, else the rider of its last errand that was not cancelled. */
export const riderOfOrder = async (db: Db, order: { id: string; riderId: string | null }) => {
  if (order.riderId) return order.riderId;
  const [errand] = await db
    .select({ riderId: errands.riderId })
    .from(errands)
    .where(and(eq(errands.orderId, order.id), isNotNull(errands.riderId), sql`${errands.status} <> 'cancelled'`))
    .orderBy(desc(errands.updatedAt))
    .limit(1);
  return errand?.riderId ?? null;
};

export const findRating = async (db: Db, orderId: string) => {
  const [row] = await db.select().from(ratings).where(eq(ratings.orderId, orderId));
  return row;
};

/** Inserts the order's one rating; undefined when it already has one (the primary key decides, also at once). */
export const insertRating = async (db: Db, values: typeof ratings.$inferInsert) => {
  const [row] = await db.insert(ratings).values(values).onConflictDoNothing({ target: ratings.orderId }).returning();
  return row;
};

export const ratingListWhere = (companyIds: string[], filter: RatingListQuery, timeZone: string): SQL | undefined =>
  and(
    inArray(ratings.companyId, companyIds),
    filter.maxStars ? lte(ratings.stars, filter.maxStars) : undefined,
    filter.minStars ? gte(ratings.stars, filter.minStars) : undefined,
    filter.withComment === 'true' ? isNotNull(ratings.comment) : undefined,
    filter.from ? gte(ratings.createdAt, startOfLocalDate(filter.from, timeZone)) : undefined,
    filter.to
      ? lt(ratings.createdAt, new Date(startOfLocalDate(filter.to, timeZone).getTime() + 86_400_000))
      : undefined,
  );

/** A page of ratings, newest first, with the order's number and customer (ratings_company_created_idx). */
export const pageRatings = async (db: Db, where: SQL | undefined, page: { limit: number; offset: number }) => {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        rating: ratings,
        companyName: companies.name,
        orderNumber: orders.number,
        customer: orders.customer,
      })
      .from(ratings)
      .innerJoin(orders, eq(orders.id, ratings.orderId))
      .innerJoin(companies, eq(companies.id, ratings.companyId))
      .where(where)
      .orderBy(desc(ratings.createdAt), desc(ratings.orderId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(ratings).where(where),
  ]);
  return { rows, total: Number(total) };
};

const averageOf = sql<string | null>`round(avg(${ratings.stars})::numeric, 1)`;
const toAverage = (row: { average: string | null; count: number } | undefined) => ({
  average: row?.average == null ? null : Number(row.average),
  count: Number(row?.count ?? 0),
});

export const averageBetween = async (db: Db, where: SQL | undefined, from: Date, to: Date) => {
  const [row] = await db
    .select({ average: averageOf, count: count() })
    .from(ratings)
    .where(and(where, gte(ratings.createdAt, from), lt(ratings.createdAt, to)));
  return toAverage(row);
};

export const riderAverage = async (db: Db, riderId: string) => {
  const [row] = await db
    .select({ average: averageOf, count: count() })
    .from(ratings)
    .where(eq(ratings.riderId, riderId));
  return toAverage(row);
};

/** Each company's average since a time and how many low ratings it got (the partner's follow-up). */
export const companyAverages = async (db: Db, companyIds: string[], since: Date, lowStars: number) => {
  const rows = await db
    .select({
      company: companies.id,
      name: companies.name,
      average: averageOf,
      count: count(ratings.orderId),
      low: sql<number>`count(${ratings.orderId}) filter (where ${ratings.stars} <= ${lowStars})`.mapWith(Number),
    })
    .from(companies)
    .leftJoin(ratings, and(eq(ratings.companyId, companies.id), gte(ratings.createdAt, since)))
    .where(inArray(companies.id, companyIds))
    .groupBy(companies.id, companies.name)
    .orderBy(companies.name);
  return rows.map((row) => ({ ...row, ...toAverage(row) }));
};
