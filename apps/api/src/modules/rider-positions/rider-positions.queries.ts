import { DEFAULT_RIDER_TRAIL_DAYS, type Place } from '@backoffice/shared';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { riderLatestPositions, riderPositionSettings, riderTrailPoints } from '../../db/schema/index.ts';

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

export const findRiderFacts = async (db: Db, riderId: string): Promise<RiderFacts | undefined> => {
  const [row] = await rowsOf<{
    id: string;
    partner_id: string | null;
    provider_id: string | null;
    vehicle: string;
    on_shift: boolean;
    tasks: RiderTask[] | string;
    linked: string[] | string | null;
  }>(
    db,
    sql`select r.id, r.partner_id, r.provider_id, r.vehicle,
      (r.on_shift and r.active and r.archived_at is null) as on_shift,
      ${openTasksSql} as tasks,
      (select json_agg(l.partner_id) from fleet_links l where l.provider_id = r.provider_id and l.status = 'active')
        as linked
    from riders r where r.id = ${riderId}`,
  );
  if (!row) return undefined;
  const parse = <T>(value: T | string | null): T | null => (typeof value === 'string' ? JSON.parse(value) : value);
  return {
    id: row.id,
    partnerId: row.partner_id,
    providerId: row.provider_id,
    vehicle: row.vehicle,
    onShift: row.on_shift,
    tasks: parse(row.tasks) ?? [],
    linkedPartners: parse(row.linked) ?? [],
  };
};

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
  await db
    .insert(riderLatestPositions)
    .values(rows)
    .onConflictDoUpdate({
      target: riderLatestPositions.riderId,
      set: {
        lat: sql`excluded.lat`,
        lng: sql`excluded.lng`,
        accuracy: sql`excluded.accuracy`,
        speed: sql`excluded.speed`,
        heading: sql`excluded.heading`,
        at: sql`excluded.at`,
        receivedAt: sql`excluded.received_at`,
      },
      setWhere: sql`${riderLatestPositions.at} < excluded.at`,
    });
};

export const insertTrailPoints = async (db: Db, rows: TrailRow[]) => {
  if (rows.length > 0) await db.insert(riderTrailPoints).values(rows);
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
