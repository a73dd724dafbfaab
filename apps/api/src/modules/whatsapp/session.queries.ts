import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { whatsappSessions } from '../../db/schema/index.ts';

export type SessionRow = typeof whatsappSessions.$inferSelect;
export type SessionPatch = Partial<Pick<SessionRow, 'status' | 'qr' | 'phone' | 'linkedAt' | 'closeReason'>>;

export const findSessionRow = async (db: Db, partnerId: string) => {
  const [row] = await db.select().from(whatsappSessions).where(eq(whatsappSessions.partnerId, partnerId));
  return row;
};

const leaseFree = (ownerId: string) =>
  or(
    isNull(whatsappSessions.ownerId),
    eq(whatsappSessions.ownerId, ownerId),
    lt(whatsappSessions.leaseUntil, sql`now()`),
  );

/**
 * Takes the partner's session for this process if nobody holds a live lease on it. One statement,
 * so of two processes trying at once exactly one gets the row back (database time, not process clocks).
 */
export const acquireLease = async (db: Db, partnerId: string, ownerId: string, leaseMs: number) => {
  const until = sql`now() + ${`${leaseMs} milliseconds`}::interval`;
  await db.insert(whatsappSessions).values({ partnerId }).onConflictDoNothing();
  const [row] = await db
    .update(whatsappSessions)
    .set({ ownerId, leaseUntil: until, updatedAt: sql`now()` })
    .where(and(eq(whatsappSessions.partnerId, partnerId), leaseFree(ownerId)))
    .returning();
  return row;
};

/** Extends the lease; undefined means another process took the session over. Returns (and clears) a pending command. */
export const renewLease = async (db: Db, partnerId: string, ownerId: string, leaseMs: number) => {
  const result = await db.execute<{ command: string | null }>(sql`
    update whatsapp_sessions s
       set lease_until = now() + ${`${leaseMs} milliseconds`}::interval, command = null
      from (select partner_id, command from whatsapp_sessions
             where partner_id = ${partnerId} and owner_id = ${ownerId} for update) old
     where s.partner_id = old.partner_id
    returning old.command`);
  const [row] = ('rows' in result ? result.rows : result) as { command: string | null }[];
  return row ? { command: row.command } : undefined;
};

export const releaseLease = (db: Db, partnerId: string, ownerId: string) =>
  db
    .update(whatsappSessions)
    .set({ ownerId: null, leaseUntil: null })
    .where(and(eq(whatsappSessions.partnerId, partnerId), eq(whatsappSessions.ownerId, ownerId)));

/** Whether some process holds a live lease (and so runs, or is about to run, the session). */
export const leaseHeldElsewhere = (row: SessionRow | undefined, ownerId: string) =>
  Boolean(row?.ownerId && row.ownerId !== ownerId && row.leaseUntil && row.leaseUntil.getTime() > Date.now());

export const patchSession = async (db: Db, partnerId: string, patch: SessionPatch) => {
  await db.insert(whatsappSessions).values({ partnerId }).onConflictDoNothing();
  const [row] = await db
    .update(whatsappSessions)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(whatsappSessions.partnerId, partnerId))
    .returning();
  return row;
};

export const setCommand = (db: Db, partnerId: string, command: 'unlink' | 'relink') =>
  db.update(whatsappSessions).set({ command }).where(eq(whatsappSessions.partnerId, partnerId));

/** Linked sessions that nobody runs and that have messages due: started on demand by the outbox. */
export const orphanedLinkedSessionsWithDueMessages = async (db: Db) => {
  const result = await db.execute<{ partner_id: string }>(sql`
    select s.partner_id from whatsapp_sessions s
    where s.phone is not null
      and (s.owner_id is null or s.lease_until < now())
      and exists (select 1 from whatsapp_outbox o
                  where o.partner_id = s.partner_id and o.state = 'queued' and o.next_attempt_at <= now())`);
  const rows = ('rows' in result ? result.rows : result) as { partner_id: string }[];
  return rows.map((row) => row.partner_id);
};
