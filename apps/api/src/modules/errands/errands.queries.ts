import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, errandStatusHistory, errands, partners } from '../../db/schema/index.ts';
import { errandTodayStart } from '../../shared/errand-day.ts';
import type { ErrandScope } from './errand-access.ts';

export const findErrand = async (db: Db, id: string) => {
  const [row] = await db.select().from(errands).where(eq(errands.id, id));
  return row;
};

export const findErrandByIdempotencyKey = async (db: Db, scope: string, key: string) => {
  const [row] = await db
    .select()
    .from(errands)
    .where(and(eq(errands.idempotencyScope, scope), eq(errands.idempotencyKey, key)));
  return row;
};

/**
 * The next errand number of a company (of the partner, for errands of no company), as an expression for
 * the insert itself. Concurrent intakes take turns through lockErrandNumbering, held until the
 * transaction ends, so no number is repeated; an idempotent replay that inserts nothing uses none up.
 */
export const nextErrandNumber = (companyId: string | null, partnerId: string) =>
  companyId
    ? sql<number>`(select coalesce(max(${errands.number}), 0) + 1 from ${errands} where ${errands.companyId} = ${companyId})`
    : sql<number>`(select coalesce(max(${errands.number}), 0) + 1 from ${errands} where ${errands.partnerId} = ${partnerId} and ${errands.companyId} is null)`;

export const lockErrandNumbering = (tx: Db, companyId: string | null, partnerId: string) =>
  tx.execute(
    companyId
      ? sql`select 1 from ${companies} where ${companies.id} = ${companyId} for update`
      : sql`select 1 from ${partners} where ${partners.id} = ${partnerId} for update`,
  );

export const errandHistory = (db: Db, errandId: string) =>
  db
    .select()
    .from(errandStatusHistory)
    .where(eq(errandStatusHistory.errandId, errandId))
    .orderBy(asc(errandStatusHistory.at), asc(errandStatusHistory.id));

/** The SQL form of canSeeErrand. */
export const errandScopeCondition = (scope: ErrandScope) =>
  and(
    eq(errands.partnerId, scope.partnerId),
    or(
      scope.companyIds.length > 0 ? inArray(errands.companyId, scope.companyIds) : undefined,
      scope.withoutCompany ? isNull(errands.companyId) : undefined,
    ) ?? eq(errands.id, '00000000-0000-0000-0000-000000000000'),
  );

export const pageErrands = async (
  db: Db,
  scope: ErrandScope,
  filter: { status?: string },
  page: { limit: number; offset: number },
) => {
  const where = and(errandScopeCondition(scope), filter.status ? eq(errands.status, filter.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(errands)
      .where(where)
      .orderBy(desc(errands.createdAt), desc(errands.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(errands).where(where),
  ]);
  return { rows, total: Number(total) };
};

/** Errands a rider of the fleet carries now (an errand taken from its rider leaves the fleet's view). */
export const carriedByFleet = (providerId: string) =>
  sql`${errands.riderId} in (select r.id from riders r where r.provider_id = ${providerId})`;

// Qualified by hand: drizzle leaves a lone table's columns unqualified, which the zone's subquery would capture.
const errandCompanyColumn = sql.raw('"errands"."company_id"');

/** Errands carried by a fleet's riders, newest first; `today` keeps those created since midnight in their company's zone. */
export const pageFleetErrands = async (
  db: Db,
  providerId: string,
  filter: { status?: string; today?: boolean },
  page: { limit: number; offset: number },
) => {
  const where = and(
    carriedByFleet(providerId),
    filter.status ? eq(errands.status, filter.status) : undefined,
    filter.today ? sql`${errands.createdAt} >= ${errandTodayStart(errandCompanyColumn)}` : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(errands)
      .where(where)
      .orderBy(desc(errands.createdAt), desc(errands.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(errands).where(where),
  ]);
  return { rows, total: Number(total) };
};
