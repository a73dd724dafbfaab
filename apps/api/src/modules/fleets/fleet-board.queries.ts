import type { FleetBoard, FleetRiderState } from '@backoffice/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { riders } from '../../db/schema/index.ts';
import { errandTodayStart } from '../../shared/errand-day.ts';

// A fleet serves companies in several zones: each errand counts on its own company's day (decision 040).
const todayStart = errandTodayStart(sql`e.company_id`);

/** The board's riders (as the query below selects them), counted against the riders' cap first. */
export const boardRidersWhere = (providerId: string) =>
  and(eq(riders.providerId, providerId), eq(riders.active, true), isNull(riders.archivedAt));

type RiderLine = {
  id: string;
  name: string;
  phone: string;
  vehicle: string;
  on_shift: boolean;
  current_errand: string | null;
  delivered_today: number | string;
  cash_today: number | string;
};

/**
 * The fleet home board in one query per part: every active rider with its current errand and today's work,
 * and today's totals. Minutes run from the errand's assignment to its delivery (status history).
 */
export const fleetBoard = async (db: Db, providerId: string): Promise<FleetBoard> => {
  const riderLines = (await db.execute(sql`
    select r.id, r.name, r.phone, r.vehicle, r.on_shift,
      (select e.id from errands e where e.rider_id = r.id and e.status in ('assigned', 'on_the_way')
        order by e.updated_at desc limit 1) as current_errand,
      (select count(*) from errands e where e.rider_id = r.id and e.status = 'delivered'
        and e.updated_at >= ${todayStart}) as delivered_today,
      (select coalesce(sum(e.amount_to_collect), 0) from errands e where e.rider_id = r.id
        and e.status = 'delivered' and e.updated_at >= ${todayStart}) as cash_today
    from riders r
    where r.provider_id = ${providerId} and r.active and r.archived_at is null
    order by r.name, r.id`)) as unknown as { rows?: RiderLine[] } | RiderLine[];
  const rows = Array.isArray(riderLines) ? riderLines : (riderLines.rows ?? []);
  const averages = (await db.execute(sql`
    select round((avg(extract(epoch from (d.created_at - a.created_at))) / 60)::numeric, 1) as minutes
    from errands e
    join errand_status_history d on d.errand_id = e.id and d.to_status = 'delivered'
    join errand_status_history a on a.errand_id = e.id and a.to_status = 'assigned'
    where e.rider_id in (select id from riders where provider_id = ${providerId}) and d.created_at >= ${todayStart}`)) as unknown as
    | { rows?: { minutes: string | null }[] }
    | { minutes: string | null }[];
  const averageRow = Array.isArray(averages) ? averages[0] : averages.rows?.[0];
  const riders = rows.map((row) => {
    const state: FleetRiderState = row.current_errand ? 'busy' : row.on_shift ? 'free' : 'off';
    return {
      id: row.id,
      name: row.name,
      phone: row.phone,
      vehicle: row.vehicle,
      state,
      currentErrand: row.current_errand,
      deliveredToday: Number(row.delivered_today),
      cashToday: Number(row.cash_today),
    };
  });
  return {
    riders,
    today: {
      delivered: riders.reduce((sum, rider) => sum + rider.deliveredToday, 0),
      averageMinutes: averageRow?.minutes == null ? null : Number(averageRow.minutes),
      cash: riders.reduce((sum, rider) => sum + rider.cashToday, 0),
    },
  };
};
