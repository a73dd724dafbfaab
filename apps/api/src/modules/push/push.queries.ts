import { and, desc, eq, gt, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, pushDevices, pushOutbox, riderDevices } from '../../db/schema/index.ts';

export type OutboxRow = typeof pushOutbox.$inferSelect;
export type DeviceRow = { id: string; token: string; failures: number };
const deviceColumns = { id: pushDevices.id, token: pushDevices.token, failures: pushDevices.failures };

/** How long a process owns the rows it took; a crashed process's rows are taken again after it. */
const LOCK_SECONDS = 60;

/**
 * Takes due rows for this process: SKIP LOCKED lets several processes work the same table without
 * waiting on each other or sending one row twice. `skipPartners` already hold their share of rows here.
 */
export const claimOutbox = async (db: Db, limit: number, skipPartners: string[] = []): Promise<OutboxRow[]> => {
  const due = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      and(
        sql`${pushOutbox.nextAttemptAt} <= now()`,
        sql`(${pushOutbox.lockedUntil} is null or ${pushOutbox.lockedUntil} < now())`,
        skipPartners.length > 0 ? notInArray(pushOutbox.partnerId, skipPartners) : undefined,
      ),
    )
    .orderBy(pushOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(pushOutbox)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${LOCK_SECONDS})`,
      attempts: sql`${pushOutbox.attempts} + 1`,
    })
    .where(inArray(pushOutbox.id, due))
    .returning();
};

/**
 * Devices that hear an item of this company: the company's own, and the partner's devices registered by an
 * admin or by a member that follows the company (an item without a company reaches admins only).
 */
export const targetDevices = async (db: Db, row: Pick<OutboxRow, 'companyId' | 'partnerId'>): Promise<DeviceRow[]> => {
  const partnerListens = sql`(${pushDevices.accountId} is null or exists (
    select 1 from ${accounts} where ${accounts.id} = ${pushDevices.accountId}
      and (${accounts.role} = 'admin' or ${row.companyId ? sql`${accounts.listenFor} ? ${row.companyId}` : sql`false`})))`;
  const partnerDevices = and(
    eq(pushDevices.ownerType, 'partner'),
    eq(pushDevices.ownerId, row.partnerId),
    partnerListens,
  );
  const companyDevices = row.companyId
    ? and(eq(pushDevices.ownerType, 'company'), eq(pushDevices.ownerId, row.companyId))
    : undefined;
  return db
    .select(deviceColumns)
    .from(pushDevices)
    .where(companyDevices ? sql`(${companyDevices}) or (${partnerDevices})` : partnerDevices);
};

export const devicesByIds = (db: Db, ids: string[]): Promise<DeviceRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select(deviceColumns).from(pushDevices).where(inArray(pushDevices.id, ids));

export const deleteDevices = async (db: Db, ids: string[]) => {
  if (ids.length > 0) await db.delete(pushDevices).where(inArray(pushDevices.id, ids));
};

export const finishOutbox = async (db: Db, id: string) => {
  await db.delete(pushOutbox).where(eq(pushOutbox.id, id));
};

export const retryOutbox = async (db: Db, id: string, pendingDevices: string[], delayMs: number) => {
  await db
    .update(pushOutbox)
    .set({
      pendingDevices,
      lockedUntil: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
    })
    .where(eq(pushOutbox.id, id));
};

export const enqueuePush = async (db: Db, values: Pick<OutboxRow, 'kind' | 'itemId' | 'companyId' | 'partnerId'>) => {
  await db.insert(pushOutbox).values(values);
};

/** Keeps a process's rows its own while their sends wait their turn in the pool (it renews them often). */
export const extendOutboxLocks = async (db: Db, ids: string[]) => {
  if (ids.length === 0) return;
  await db
    .update(pushOutbox)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${LOCK_SECONDS})` })
    .where(inArray(pushOutbox.id, ids));
};

/** A stopping process gives back the rows it did not finish, for the next process to send at once. */
export const releaseOutbox = async (db: Db, ids: string[]) => {
  if (ids.length > 0) await db.update(pushOutbox).set({ lockedUntil: null }).where(inArray(pushOutbox.id, ids));
};

export const clearDeviceFailures = async (db: Db, ids: string[]) => {
  if (ids.length === 0) return;
  await db
    .update(pushDevices)
    .set({ failures: 0 })
    .where(and(inArray(pushDevices.id, ids), gt(pushDevices.failures, 0)));
};

/**
 * Counts one more failed delivery on each device, then deletes those that reached `dropAfter` in a row and
 * returns them (the caller warns once per device).
 */
export const countDeviceFailures = async (db: Db, failed: { id: string; reason: string }[], dropAfter: number) => {
  const byReason = new Map<string, string[]>();
  for (const { id, reason } of failed) byReason.set(reason, [...(byReason.get(reason) ?? []), id]);
  for (const [reason, ids] of byReason) {
    await db
      .update(pushDevices)
      .set({ failures: sql`${pushDevices.failures} + 1`, lastFailureAt: sql`now()`, lastFailure: reason })
      .where(inArray(pushDevices.id, ids));
  }
  if (failed.length === 0) return [];
  return db
    .delete(pushDevices)
    .where(
      and(
        inArray(
          pushDevices.id,
          failed.map((entry) => entry.id),
        ),
        gte(pushDevices.failures, dropAfter),
      ),
    )
    .returning({
      id: pushDevices.id,
      ownerType: pushDevices.ownerType,
      ownerId: pushDevices.ownerId,
      failures: pushDevices.failures,
      lastFailure: pushDevices.lastFailure,
    });
};

/** A person has a phone, a tablet or two and a browser or two: more than this is a script or a leak. */
export const DEVICES_PER_ACCOUNT = 10;

/**
 * Registers a browser's subscription for an owner; registering it again makes it the newest. An account
 * keeps its `DEVICES_PER_ACCOUNT` newest subscriptions: the oldest beyond that are deleted (decision 035).
 */
export const registerDevice = async (
  db: Db,
  values: Pick<typeof pushDevices.$inferInsert, 'ownerType' | 'ownerId' | 'token' | 'accountId'>,
) => {
  await db
    .insert(pushDevices)
    .values(values)
    .onConflictDoUpdate({
      target: [pushDevices.ownerType, pushDevices.ownerId, pushDevices.token],
      set: { updatedAt: sql`now()`, failures: 0, lastFailure: null, lastFailureAt: null },
    });
  const { accountId } = values;
  if (!accountId) return;
  const newest = db
    .select({ id: pushDevices.id })
    .from(pushDevices)
    .where(eq(pushDevices.accountId, accountId))
    .orderBy(desc(pushDevices.updatedAt), desc(pushDevices.createdAt))
    .limit(DEVICES_PER_ACCOUNT);
  await db.delete(pushDevices).where(and(eq(pushDevices.accountId, accountId), notInArray(pushDevices.id, newest)));
};

/**
 * The rider's phones for a `rider` row (decision 055): the devices of the errand's rider while it is still
 * assigned to them, as push rows (ids of rider_devices; riders' phones count no failures, retries are bounded).
 */
export const riderTargetDevices = async (db: Db, errandId: string, ids?: string[]): Promise<DeviceRow[]> => {
  const rows = await db
    .select({ id: riderDevices.id, subscription: riderDevices.subscription })
    .from(riderDevices)
    .where(
      and(
        sql`${riderDevices.riderId} = (select e.rider_id from errands e where e.id = ${errandId} and e.status = 'assigned')`,
        ids ? (ids.length > 0 ? inArray(riderDevices.id, ids) : sql`false`) : undefined,
      ),
    );
  return rows.map((row) => ({ id: row.id, token: JSON.stringify(row.subscription), failures: 0 }));
};

export const deleteRiderDevices = async (db: Db, ids: string[]) => {
  if (ids.length > 0) await db.delete(riderDevices).where(inArray(riderDevices.id, ids));
};

/**
 * In the assignment's transaction: a push row for the rider's phone when the rider has the app and a phone
 * registered (decision 055). Returns whether a row was written (then kick the dispatcher after commit).
 */
export const enqueueRiderPush = async (
  db: Pick<Db, 'execute'>,
  errand: { id: string; companyId: string | null; partnerId: string; riderId: string | null },
) => {
  if (!errand.riderId) return false;
  const result = (await db.execute(sql`
    insert into push_outbox (kind, item_id, company_id, partner_id)
    select 'rider', ${errand.id}, ${errand.companyId}, ${errand.partnerId}
    where exists (select 1 from rider_credentials c where c.rider_id = ${errand.riderId})
      and exists (select 1 from rider_devices d where d.rider_id = ${errand.riderId})
    returning id`)) as unknown as { rows?: unknown[] } | unknown[];
  return (Array.isArray(result) ? result : (result.rows ?? [])).length > 0;
};
