import type { CompanyPresence } from '@backoffice/shared';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyPresence, liveProcesses } from '../../db/schema/index.ts';

/** A process writes its heartbeat every PRESENCE_REFRESH_MS; a screen whose process is silent this long is gone. */
export const PRESENCE_REFRESH_MS = 20_000;
export const PRESENCE_STALE_MS = 60_000;
/** Another process holding a screen of the company takes its row over once the owner has missed a heartbeat. */
const TAKEOVER_MS = 2 * PRESENCE_REFRESH_MS;
/** A process silent this long is forgotten; its companies read "no screen since its last heartbeat". */
const FORGET_PROCESS = sql`interval '1 day'`;

/** A screen of these companies connected to this process now. */
export const markScreensOn = async (db: Db, processId: string, companyIds: string[]) => {
  if (companyIds.length === 0) return;
  await db
    .insert(companyPresence)
    .values(companyIds.map((companyId) => ({ companyId, connected: true, processId })))
    .onConflictDoUpdate({
      target: companyPresence.companyId,
      set: { connected: true, processId, seenAt: sql`now()` },
    });
};

/** The company's last screen, on any process, has left. */
export const markScreensOff = async (db: Db, companyId: string) => {
  await db
    .update(companyPresence)
    .set({ connected: false, seenAt: sql`now()` })
    .where(eq(companyPresence.companyId, companyId));
};

/**
 * This process's last screen of the company left while another process still holds one: the row is left
 * unowned (live for PRESENCE_STALE_MS from now) until a holder claims it at its next heartbeat.
 */
export const releaseScreens = async (db: Db, processId: string, companyId: string) => {
  await db
    .update(companyPresence)
    .set({ processId: null, seenAt: sql`now()` })
    .where(and(eq(companyPresence.companyId, companyId), eq(companyPresence.processId, processId)));
};

/**
 * The process's heartbeat: one row written, whatever the number of screens. Rows of the companies it holds are
 * written only when they need it: off (a departure raced a new screen on another process), unowned, or owned
 * by a process that stopped beating.
 */
export const beat = async (db: Db, processId: string, heldCompanyIds: string[]) => {
  await db
    .insert(liveProcesses)
    .values({ id: processId })
    .onConflictDoUpdate({ target: liveProcesses.id, set: { seenAt: sql`now()` } });
  if (heldCompanyIds.length > 0) {
    await db
      .update(companyPresence)
      .set({ connected: true, processId, seenAt: sql`now()` })
      .where(
        and(
          inArray(companyPresence.companyId, heldCompanyIds),
          sql`(not ${companyPresence.connected} or ${companyPresence.processId} is null or (
            ${companyPresence.processId} <> ${processId} and not exists (
              select 1 from ${liveProcesses} where ${liveProcesses.id} = ${companyPresence.processId}
              and ${liveProcesses.seenAt} > now() - make_interval(secs => ${TAKEOVER_MS / 1000}))))`,
        ),
      );
    await db
      .insert(companyPresence)
      .values(heldCompanyIds.map((companyId) => ({ companyId, connected: true, processId })))
      .onConflictDoNothing();
  }
  const forgotten = await db
    .delete(liveProcesses)
    .where(lt(liveProcesses.seenAt, sql`now() - ${FORGET_PROCESS}`))
    .returning();
  for (const process of forgotten) {
    await db
      .update(companyPresence)
      .set({ connected: false, seenAt: process.seenAt, processId: null })
      .where(eq(companyPresence.processId, process.id));
  }
};

type PresenceRow = typeof companyPresence.$inferSelect & { processSeenAt: Date | null };

export const toPresence = (companyId: string, row: PresenceRow | undefined, now = Date.now()): CompanyPresence => {
  if (!row) return { company: companyId, connected: false, since: null };
  if (!row.connected) return { company: companyId, connected: false, since: row.seenAt.toISOString() };
  // Unowned rows (and rows written before heartbeats) live from their own time.
  const lastSign = row.processId ? (row.processSeenAt ?? row.seenAt) : row.seenAt;
  const live = now - lastSign.getTime() < PRESENCE_STALE_MS;
  return { company: companyId, connected: live, since: live ? null : lastSign.toISOString() };
};

export const readPresence = async (db: Db, companyIds: string[]) => {
  if (companyIds.length === 0) return [];
  const rows = await db
    .select({
      companyId: companyPresence.companyId,
      connected: companyPresence.connected,
      seenAt: companyPresence.seenAt,
      processId: companyPresence.processId,
      processSeenAt: liveProcesses.seenAt,
    })
    .from(companyPresence)
    .leftJoin(liveProcesses, eq(liveProcesses.id, companyPresence.processId))
    .where(inArray(companyPresence.companyId, companyIds));
  const byId = new Map(rows.map((row) => [row.companyId, row]));
  return companyIds.map((id) => toPresence(id, byId.get(id)));
};
