import type { RiderMap, RiderMapEntry } from '@backoffice/shared';
import { and, asc, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { riders } from '../../db/schema/index.ts';
import { type RiderScope, visibleRidersWhere } from '../riders/riders.queries.ts';
import { type PositionStore, toLatestDto } from './position-store.ts';
import type { RiderTask } from './rider-positions.queries.ts';

/** Riders on one map at most (a partner with more sees the first by name; the list says so). */
export const MAX_MAP_RIDERS = 1000;
/** A position up to this long before the sign-in that began the shift still belongs to it. */
const SHIFT_GRACE_MS = 5 * 60_000;

const riderIdColumn = sql.raw('"riders"."id"');
/** A partner sees only its own errands on a fleet's rider; a fleet sees all of its riders' errands. */
const errandScope = (scope: RiderScope) =>
  scope.kind === 'partner' ? sql`and e.partner_id = ${scope.partnerId}` : sql``;

export const openTasksOf = (scope: RiderScope): SQL<RiderTask[] | string> =>
  sql`coalesce((select json_agg(json_build_object('id', e.id, 'number', e.number, 'partner', e.partner_id,
      'company', e.company_id, 'order', e.order_id, 'status', e.status, 'dropoff', e.dropoff)
      order by (e.status = 'on_the_way') desc, e.updated_at desc)
    from errands e where e.rider_id = ${riderIdColumn} and e.status in ('assigned', 'on_the_way') ${errandScope(scope)}),
    '[]'::json)`;

/** The shift began when the rider signed in on the phone: the newest live rider session (decision 042). */
const shiftStartedAtSql = sql<
  Date | string | null
>`(select max(s.created_at) from rider_sessions s where s.rider_id = ${riderIdColumn} and s.expires_at > now())`;

/** Minutes since the rider's last delivery in the last 12 hours (null without one). */
const lastDeliveredAtSql = sql<Date | string | null>`(select max(h.created_at) from errand_status_history h
  join errands e on e.id = h.errand_id
  where e.rider_id = ${riderIdColumn} and h.to_status = 'delivered' and h.created_at > now() - interval '12 hours')`;

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));
const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export type MapRider = RiderMapEntry & { lastDeliveredAt: Date | null; openTasks: RiderTask[] };

/** Active riders on shift that the account sees, with their open tasks and their latest position of this shift. */
export const mapRidersFor = async (
  db: Db,
  store: Pick<PositionStore, 'latestFor'>,
  scope: RiderScope,
): Promise<MapRider[]> => {
  const rows = await db
    .select({
      ...getTableColumns(riders),
      tasks: openTasksOf(scope),
      shiftStartedAt: shiftStartedAtSql,
      lastDeliveredAt: lastDeliveredAtSql,
    })
    .from(riders)
    .where(and(visibleRidersWhere(scope), eq(riders.active, true), eq(riders.onShift, true), isNull(riders.archivedAt)))
    .orderBy(asc(riders.name), asc(riders.id))
    .limit(MAX_MAP_RIDERS);
  const latest = await store.latestFor(rows.map((row) => row.id));
  return rows.map((row) => {
    const tasks = parseJson(row.tasks);
    const shiftStartedAt = asDate(row.shiftStartedAt);
    const position = latest.get(row.id);
    // A position from before this shift is not shown at all: the rider is "absent", never old-as-live. A fix taken
    // while the rider was signing in counts (SHIFT_GRACE_MS).
    const current =
      position && shiftStartedAt && position.at.getTime() >= shiftStartedAt.getTime() - SHIFT_GRACE_MS
        ? toLatestDto(position)
        : null;
    const first = tasks[0];
    return {
      id: row.id,
      name: row.name,
      vehicle: row.vehicle,
      provider: row.providerId,
      state: tasks.length > 0 ? 'busy' : 'free',
      task: first ? { errand: first.id, number: first.number, status: first.status, company: first.company } : null,
      tasks: tasks.length,
      shiftStartedAt: shiftStartedAt?.toISOString() ?? null,
      position: current,
      lastDeliveredAt: asDate(row.lastDeliveredAt),
      openTasks: tasks,
    };
  });
};

export const riderMapFor = async (db: Db, store: PositionStore, scope: RiderScope): Promise<RiderMap> => ({
  riders: (await mapRidersFor(db, store, scope)).map(({ lastDeliveredAt: _d, openTasks: _t, ...entry }) => entry),
  now: new Date().toISOString(),
});
