import { DEFAULT_RIDER_APP_SETTINGS, type ProofKind, type RiderAppSettings } from '@backoffice/shared';
import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  errandDeliveryCodes,
  errands,
  orders,
  riderAppSettings,
  riderCashEntries,
  riderTasks,
} from '../../db/schema/index.ts';

export type RiderTaskRow = typeof riderTasks.$inferSelect;
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const appSettingsOf = async (db: Pick<Db, 'select'>, partnerId: string): Promise<Required<RiderAppSettings>> => {
  const [row] = await db.select().from(riderAppSettings).where(eq(riderAppSettings.partnerId, partnerId));
  return row
    ? { acceptSeconds: row.acceptSeconds, proof: row.proof as ProofKind, autoAssign: row.autoAssignSince !== null }
    : { ...DEFAULT_RIDER_APP_SETTINGS };
};

/**
 * Brings the task rows in line with the errands (decision 042, modules/rider-app/README.md):
 * 1. an open row whose errand left its rider (reassigned, unassigned, cancelled, closed by the dispatcher) is
 *    withdrawn; 2. an errand assigned to a rider with the app (a PIN) and no open row gets one: offered with a
 *    deadline, or accepted when it was assigned before the rider activated the app (arranged by phone), or
 *    picked up when the dispatcher already marked it on the way. `riderId` limits it to one rider.
 */
export const syncRiderTasks = async (db: Tx, riderId?: string) => {
  const onlyRider = riderId ? sql`and t.rider_id = ${riderId}` : sql``;
  await db.execute(sql`
    update rider_tasks t set step = 'withdrawn', closed_at = now(), updated_at = now(), accept_by = null
    from errands e
    where e.id = t.errand_id and t.closed_at is null ${onlyRider}
      and (e.rider_id is distinct from t.rider_id or e.status not in ('assigned', 'on_the_way'))`);
  const onlyErrandRider = riderId ? sql`and e.rider_id = ${riderId}` : sql``;
  const opened = await db.execute(sql`
    insert into rider_tasks (errand_id, rider_id, partner_id, step, proof, offered_at, accept_by, accepted_at, picked_up_at)
    select e.id, e.rider_id, e.partner_id,
      case when e.status = 'on_the_way' then 'picked_up'
           when a.at < c.activated_at then 'accepted' else 'offered' end,
      coalesce(s.proof, ${DEFAULT_RIDER_APP_SETTINGS.proof}),
      a.at,
      case when e.status = 'assigned' and a.at >= c.activated_at
           then a.at + make_interval(secs => coalesce(s.accept_seconds, ${DEFAULT_RIDER_APP_SETTINGS.acceptSeconds})) end,
      case when e.status = 'on_the_way' or a.at < c.activated_at then a.at end,
      case when e.status = 'on_the_way' then e.updated_at end
    from errands e
    join rider_credentials c on c.rider_id = e.rider_id
    left join rider_app_settings s on s.partner_id = e.partner_id
    cross join lateral (
      select coalesce(max(h.created_at), e.updated_at) as at from errand_status_history h
      where h.errand_id = e.id and h.to_status = 'assigned') a
    where e.status in ('assigned', 'on_the_way') ${onlyErrandRider}
      and not exists (select 1 from rider_tasks o where o.errand_id = e.id and o.closed_at is null)
    on conflict do nothing
    returning errand_id, rider_id, step`);
  // A code proof needs the customer's 4 digits before the rider arrives.
  await db.execute(sql`
    insert into errand_delivery_codes (errand_id, code)
    select t.errand_id, lpad((floor(random() * 10000))::int::text, 4, '0') from rider_tasks t
    where t.closed_at is null and t.proof = 'code' ${onlyRider}
    on conflict do nothing`);
  // PGlite answers { rows }, postgres.js the rows themselves.
  const rows = ((opened as { rows?: unknown[] }).rows ?? (opened as unknown as unknown[])) as {
    errand_id: string;
    rider_id: string;
    step: string;
  }[];
  return rows
    .filter((row) => row.step === 'offered')
    .map((row) => ({ errandId: row.errand_id, riderId: row.rider_id }));
};

/** A task row with what the phone shows of its errand. */
export const taskSelection = {
  task: riderTasks,
  errand: errands,
  companyName: companies.name,
  orderPayment: orders.payment,
  orderTotal: orders.total,
};

const taskQuery = (db: Pick<Db, 'select'>) =>
  db
    .select(taskSelection)
    .from(riderTasks)
    .innerJoin(errands, eq(errands.id, riderTasks.errandId))
    .leftJoin(companies, eq(companies.id, errands.companyId))
    .leftJoin(orders, eq(orders.id, errands.orderId));

export type TaskJoined = Awaited<ReturnType<typeof findOpenTask>>;

/** The rider's open task for an errand, or their latest closed one. */
export const findRiderTask = async (db: Pick<Db, 'select'>, riderId: string, errandId: string) => {
  const [row] = await taskQuery(db)
    .where(and(eq(riderTasks.riderId, riderId), eq(riderTasks.errandId, errandId)))
    .orderBy(sql`${riderTasks.closedAt} is null desc`, desc(riderTasks.offeredAt))
    .limit(1);
  return row;
};

export const findOpenTask = async (db: Pick<Db, 'select'>, riderId: string, errandId: string) => {
  const [row] = await taskQuery(db).where(
    and(eq(riderTasks.riderId, riderId), eq(riderTasks.errandId, errandId), isNull(riderTasks.closedAt)),
  );
  return row;
};

/** Open tasks and those closed since `since`, newest first (a shift is at most a few dozen). */
export const listRiderTasks = (db: Pick<Db, 'select'>, riderId: string, since: Date) =>
  taskQuery(db)
    .where(and(eq(riderTasks.riderId, riderId), or(isNull(riderTasks.closedAt), gte(riderTasks.closedAt, since))))
    .orderBy(desc(riderTasks.offeredAt))
    .limit(100);

export const deliveryCodeOf = async (db: Pick<Db, 'select'>, errandId: string) => {
  const [row] = await db.select().from(errandDeliveryCodes).where(eq(errandDeliveryCodes.errandId, errandId));
  return row?.code ?? null;
};

/** Cash collected and not handed over, per rider (cents). */
export const cashInHandOf = async (db: Pick<Db, 'select'>, riderId: string) => {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${riderCashEntries.amount}), 0)`.mapWith(Number) })
    .from(riderCashEntries)
    .where(eq(riderCashEntries.riderId, riderId));
  return row.total;
};
