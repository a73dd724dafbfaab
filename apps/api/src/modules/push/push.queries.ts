import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, pushDevices, pushOutbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof pushOutbox.$inferSelect;
export type DeviceRow = { id: string; token: string };

/** How long a process owns the rows it took; a crashed process's rows are taken again after it. */
const LOCK_SECONDS = 60;

/**
 * Takes due rows for this process: SKIP LOCKED lets several processes work the same table without
 * waiting on each other or sending one row twice.
 */
export const claimOutbox = async (db: Db, limit: number): Promise<OutboxRow[]> => {
  const due = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      and(
        sql`${pushOutbox.nextAttemptAt} <= now()`,
        sql`(${pushOutbox.lockedUntil} is null or ${pushOutbox.lockedUntil} < now())`,
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
    .select({ id: pushDevices.id, token: pushDevices.token })
    .from(pushDevices)
    .where(companyDevices ? sql`(${companyDevices}) or (${partnerDevices})` : partnerDevices);
};

export const devicesByIds = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select({ id: pushDevices.id, token: pushDevices.token }).from(pushDevices).where(inArray(pushDevices.id, ids));

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
