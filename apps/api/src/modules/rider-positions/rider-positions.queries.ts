import { DEFAULT_RIDER_TRAIL_DAYS, type Place } from '@backoffice/shared';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { riderLatestPositions, riderPositionSettings, type riderTrailPoints } from '../../db/schema/index.ts';

/** Rows of db.execute on both drivers (PGlite answers {rows}, postgres.js an array). */
export const rowsOf = async <Row>(db: Db, query: SQL): Promise<Row[]> => {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
};

export type RiderTask = {
  id: string;
  number: number;
  partner: string;
  company: string | null;
  order: string | null;
  status: 'assigned' | 'on_the_way';
  dropoff: Place;
};

/** What an ingest needs of a rider, in one read: shift, owners, open tasks (on the way first), linked partners. */
export type RiderFacts = {
  id: string;
  partnerId: string | null;
  providerId: string | null;
  vehicle: string;
  onShift: boolean;
  tasks: RiderTask[];
  /** Partners actively linked to the rider's fleet (they see it on their map). */
  linkedPartners: string[];
};

const openTasksSql = sql`coalesce((select json_agg(json_build_object('id', e.id, 'number', e.number,
    'partner', e.partner_id, 'company', e.company_id, 'order', e.order_id, 'status', e.status, 'dropoff', e.dropoff)
    order by (e.status = 'on_the_way') desc, e.updated_at desc)
  from errands e where e.rider_id = r.id and e.status in ('assigned', 'on_the_way')), '[]'::json)`;

/**
 * A PostgreSQL array literal of plain values (uuids, finite numbers, ISO times): a whole column as ONE text
 * parameter, so a statement of 1,000 rows is built and sent in a fraction of a millisecond (a list of values
 * would be 8,000 parameters, each one built by the query builder on the event loop).
 */
const column = (values: readonly (string | number | null | undefined)[]) =>
  `{${values.map((value) => (value === null || value === undefined ? 'NULL' : String(value))).join(',')}}`;

type FactsRow = {
  id: string;
  partner_id: string | null;
  provider_id: string | null;
  vehicle: string;
  on_shift: boolean;
  tasks: RiderTask[] | string;
  linked: string[] | string | null;
};

const parseJson = <T>(value: T | string | null): T | null => (typeof value === 'string' ? JSON.parse(value) : value);

/** The facts of several riders in one statement (one text parameter whatever the count); unknown ids are left out. */
export const findRidersFacts = async (db: Db, riderIds: string[]): Promise<RiderFacts[]> => {
  if (riderIds.length === 0) return [];
  const rows = await rowsOf<FactsRow>(
    db,
    sql`select r.id, r.partner_id, r.provider_id, r.vehicle,
      (r.on_shift and r.active and r.archived_at is null) as on_shift,
      ${openTasksSql} as tasks,
      (select json_agg(l.partner_id) from fleet_links l where l.provider_id = r.provider_id and l.status = 'active')
        as linked
    from riders r where r.id = any(${column(riderIds)}::uuid[])`,
  );
  return rows.map((row) => ({
    id: row.id,
    partnerId: row.partner_id,
    providerId: row.provider_id,
    vehicle: row.vehicle,
    onShift: row.on_shift,
    tasks: parseJson(row.tasks) ?? [],
    linkedPartners: parseJson(row.linked) ?? [],
  }));
};

export const findRiderFacts = async (db: Db, riderId: string): Promise<RiderFacts | undefined> =>
  (await findRidersFacts(db, [riderId]))[0];

export type LatestRow = typeof riderLatestPositions.$inferSelect;
export type TrailRow = typeof riderTrailPoints.$inferInsert;

export const findLatestPositions = async (db: Db, riderIds: string[]) =>
  riderIds.length === 0
    ? []
    : db.select().from(riderLatestPositions).where(inArray(riderLatestPositions.riderId, riderIds));

/**
 * One statement for every rider whose latest changed since the last flush. The `where` keeps a newer device time
 * written by another process.
 */
export const upsertLatestPositions = async (db: Db, rows: LatestRow[]) => {
  if (rows.length === 0) return;
  await db.execute(sql`insert into rider_latest_positions
      (rider_id, lat, lng, accuracy, speed, heading, at, received_at)
    select * from unnest(${column(rows.map((row) => row.riderId))}::uuid[],
      ${column(rows.map((row) => row.lat))}::float8[], ${column(rows.map((row) => row.lng))}::float8[],
      ${column(rows.map((row) => row.accuracy))}::float8[], ${column(rows.map((row) => row.speed))}::float8[],
      ${column(rows.map((row) => row.heading))}::float8[],
      ${column(rows.map((row) => row.at.toISOString()))}::timestamptz[],
      ${column(rows.map((row) => row.receivedAt.toISOString()))}::timestamptz[])
    on conflict (rider_id) do update set lat = excluded.lat, lng = excluded.lng, accuracy = excluded.accuracy,
      speed = excluded.speed, heading = excluded.heading, at = excluded.at, received_at = excluded.received_at
    where rider_latest_positions.at < excluded.at`);
};

/** The flush's trail points, in one statement whatever their count. */
export const insertTrailPoints = async (db: Db, rows: (TrailRow & { at: Date })[]) => {
  if (rows.length === 0) return;
  await db.execute(sql`insert into rider_trail_points (rider_id, errand_id, partner_id, lat, lng, accuracy, at)
    select * from unnest(${column(rows.map((row) => row.riderId))}::uuid[],
      ${column(rows.map((row) => row.errandId))}::uuid[], ${column(rows.map((row) => row.partnerId))}::uuid[],
      ${column(rows.map((row) => row.lat))}::float8[], ${column(rows.map((row) => row.lng))}::float8[],
      ${column(rows.map((row) => row.accuracy))}::float8[],
      ${column(rows.map((row) => row.at.toISOString()))}::timestamptz[])`);
};

/** Trail points older than their partner's trail days (default DEFAULT_RIDER_TRAIL_DAYS), at most `limit` a call. */
export const deleteExpiredTrail = async (db: Db, limit = 5000) => {
  const deleted = await rowsOf<{ id: string }>(
    db,
    sql`delete from rider_trail_points where id in (
      select t.id from rider_trail_points t
      left join rider_position_settings s on s.partner_id = t.partner_id
      where t.at < now() - make_interval(days => coalesce(s.trail_days, ${DEFAULT_RIDER_TRAIL_DAYS}))
      limit ${limit}) returning id`,
  );
  return deleted.length;
};

export const trailDaysOf = async (db: Db, partnerId: string) => {
  const [row] = await db
    .select({ trailDays: riderPositionSettings.trailDays })
    .from(riderPositionSettings)
    .where(eq(riderPositionSettings.partnerId, partnerId));
  return row?.trailDays ?? DEFAULT_RIDER_TRAIL_DAYS;
};

export const saveTrailDays = async (db: Db, partnerId: string, trailDays: number) => {
  await db
    .insert(riderPositionSettings)
    .values({ partnerId, trailDays })
    .onConflictDoUpdate({ target: riderPositionSettings.partnerId, set: { trailDays } });
};
