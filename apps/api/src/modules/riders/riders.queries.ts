import type { RiderListQuery } from '@backoffice/shared';
import { and, asc, count, eq, getTableColumns, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveriesProviders, errands, orders, ratings, riders } from '../../db/schema/index.ts';
import { errandTodayStart } from '../../shared/errand-day.ts';
import { linkedProviderIdsSql } from '../fleets/fleet-links.queries.ts';

export type RiderRow = typeof riders.$inferSelect;

/** Which riders an account may see: a partner its own and the visible fleets' riders, a fleet its own. */
export type RiderScope = { kind: 'partner'; partnerId: string } | { kind: 'provider'; providerId: string };

/**
 * The one rule for which delivery fleets' riders a partner may see and send (read-only): those of the fleets
 * actively linked to it (contract section 7). Ending a link hides them again; errands already carried keep them.
 */
export const fleetRidersVisibleTo = (partnerId: string): SQL =>
  and(isNotNull(riders.providerId), sql`${riders.providerId} in ${linkedProviderIdsSql(partnerId)}`)!;

export const visibleRidersWhere = (scope: RiderScope): SQL | undefined =>
  scope.kind === 'partner'
    ? or(eq(riders.partnerId, scope.partnerId), fleetRidersVisibleTo(scope.partnerId))
    : eq(riders.providerId, scope.providerId);

/** The riders an account may change: its own only (a partner never edits a fleet's rider). */
export const ownRidersWhere = (scope: RiderScope): SQL =>
  scope.kind === 'partner' ? eq(riders.partnerId, scope.partnerId) : eq(riders.providerId, scope.providerId);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const searchWhere = (search?: string) => {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(ilike(riders.name, pattern), ilike(riders.phone, pattern), ilike(riders.plate, pattern));
};

// Qualified by hand: drizzle leaves a lone table's columns unqualified, which the subquery's e.id would capture.
const riderIdColumn = sql.raw('"riders"."id"');

/** A partner counts only its own errands on a fleet's rider; a fleet counts all of its riders' errands. */
const errandScope = (scope: RiderScope) =>
  scope.kind === 'partner' ? sql`and e.partner_id = ${scope.partnerId}` : sql``;

const activeErrandsOf = (scope: RiderScope) =>
  sql<number>`(select count(*) from ${errands} e where e.rider_id = ${riderIdColumn}
    and e.status in ('assigned', 'on_the_way') ${errandScope(scope)})`.mapWith(Number);

// "Today" in each errand's company's zone (decision 040).
const todayErrandsOf = (scope: RiderScope) =>
  sql<number>`(select count(*) from ${errands} e where e.rider_id = ${riderIdColumn}
    and e.created_at >= ${errandTodayStart(sql`e.company_id`)}
    ${errandScope(scope)})`.mapWith(Number);

const averageDeliveryMinutesOf = (scope: RiderScope) =>
  sql<number | null>`(select round((avg(extract(epoch from (h.created_at - e.created_at))) / 60)::numeric, 1)
    from ${errands} e join errand_status_history h on h.errand_id = e.id and h.to_status = 'delivered'
    where e.rider_id = ${riderIdColumn} and e.created_at >= now() - interval '30 days' ${errandScope(scope)})`.mapWith(
    (value) => (value === null ? null : Number(value)),
  );

// The customers' stars of the orders the rider delivered (decision 052): a partner counts its own orders' ratings
// (a fleet's rider may also work for other partners), a fleet all of its rider's.
const ratingScope = (scope: RiderScope) =>
  scope.kind === 'partner' ? sql`and r.partner_id = ${scope.partnerId}` : sql``;
const ratingAverageOf = (scope: RiderScope) =>
  sql<number | null>`(select round(avg(r.stars)::numeric, 1) from ${ratings} r
    where r.rider_id = ${riderIdColumn} ${ratingScope(scope)})`.mapWith((value) =>
    value === null ? null : Number(value),
  );
const ratingCountOf = (scope: RiderScope) =>
  sql<number>`(select count(*) from ${ratings} r where r.rider_id = ${riderIdColumn} ${ratingScope(scope)})`.mapWith(
    Number,
  );

/** The rows of `/riders`: visible, active, on shift, not archived, matching the search. */
export const availableRidersWhere = (scope: RiderScope, search?: string) =>
  and(
    visibleRidersWhere(scope),
    eq(riders.active, true),
    eq(riders.onShift, true),
    isNull(riders.archivedAt),
    searchWhere(search),
  );

/** Active riders on shift, for the errand picker, each with the errands it carries now. */
export const listAvailableRiders = async (db: Db, scope: RiderScope, search?: string) =>
  db
    .select({ ...getTableColumns(riders), activeErrands: activeErrandsOf(scope) })
    .from(riders)
    .where(availableRidersWhere(scope, search))
    .orderBy(asc(riders.name), asc(riders.id));

type ListFilters = RiderListQuery;

const statusWhere = (status: ListFilters['status']) => {
  if (status === 'active') return and(eq(riders.active, true), isNull(riders.archivedAt));
  if (status === 'inactive') return and(eq(riders.active, false), isNull(riders.archivedAt));
  if (status === 'archived') return isNotNull(riders.archivedAt);
  return undefined;
};

const ownerWhere = (scope: RiderScope, owner: ListFilters['owner']) => {
  if (owner === 'own') return ownRidersWhere(scope);
  if (owner === 'fleet') return isNotNull(riders.providerId);
  if (owner && owner !== 'all') return eq(riders.providerId, owner);
  return undefined;
};

const listWhere = (scope: RiderScope, filters: ListFilters) =>
  and(
    visibleRidersWhere(scope),
    searchWhere(filters.search),
    statusWhere(filters.status ?? 'active'),
    filters.onShift === undefined ? undefined : eq(riders.onShift, filters.onShift),
    filters.vehicle ? eq(riders.vehicle, filters.vehicle) : undefined,
    filters.base ? eq(riders.baseId, filters.base) : undefined,
    ownerWhere(scope, filters.owner),
  );

const detailColumns = (scope: RiderScope) => ({
  ...getTableColumns(riders),
  providerName: deliveriesProviders.name,
  activeErrands: activeErrandsOf(scope),
  todayErrands: todayErrandsOf(scope),
  averageDeliveryMinutes: averageDeliveryMinutesOf(scope),
  ratingAverage: ratingAverageOf(scope),
  ratingCount: ratingCountOf(scope),
});
export type RiderDetailRow = RiderRow & {
  providerName: string | null;
  activeErrands: number;
  todayErrands: number;
  averageDeliveryMinutes: number | null;
  ratingAverage: number | null;
  ratingCount: number;
};

/** One page of the riders screen, with each rider's figures. */
export const listRiderPage = async (db: Db, scope: RiderScope, filters: ListFilters) => {
  const where = listWhere(scope, filters);
  const [items, [{ total }]] = await Promise.all([
    db
      .select(detailColumns(scope))
      .from(riders)
      .leftJoin(deliveriesProviders, eq(deliveriesProviders.id, riders.providerId))
      .where(where)
      .orderBy(asc(riders.name), asc(riders.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ total: count() }).from(riders).where(where),
  ]);
  return { items: items as RiderDetailRow[], total };
};

export const findVisibleRider = async (db: Db, scope: RiderScope, id: string) => {
  const [row] = await db
    .select(detailColumns(scope))
    .from(riders)
    .leftJoin(deliveriesProviders, eq(deliveriesProviders.id, riders.providerId))
    .where(and(eq(riders.id, id), visibleRidersWhere(scope)));
  return row as RiderDetailRow | undefined;
};

/** Whether any errand or order names the rider: such a rider is archived, never deleted. */
export const riderHasHistory = async (db: Db, id: string) => {
  const [errand] = await db.select({ id: errands.id }).from(errands).where(eq(errands.riderId, id)).limit(1);
  if (errand) return true;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.riderId, id)).limit(1);
  return Boolean(order);
};
