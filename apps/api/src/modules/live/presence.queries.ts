import type { CompanyPresence } from '@backoffice/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyPresence } from '../../db/schema/index.ts';

/** A process refreshes its screens every PRESENCE_REFRESH_MS; a row this much older lost its process. */
export const PRESENCE_REFRESH_MS = 20_000;
export const PRESENCE_STALE_MS = 60_000;

/** Marks companies as having a screen now. */
export const markScreensOn = async (db: Db, companyIds: string[]) => {
  if (companyIds.length === 0) return;
  await db
    .insert(companyPresence)
    .values(companyIds.map((companyId) => ({ companyId, connected: true })))
    .onConflictDoUpdate({ target: companyPresence.companyId, set: { connected: true, seenAt: sql`now()` } });
};

export const markScreensOff = async (db: Db, companyId: string) => {
  await db
    .update(companyPresence)
    .set({ connected: false, seenAt: sql`now()` })
    .where(eq(companyPresence.companyId, companyId));
};

export const toPresence = (
  companyId: string,
  row: typeof companyPresence.$inferSelect | undefined,
  now = Date.now(),
): CompanyPresence => {
  if (!row) return { company: companyId, connected: false, since: null };
  const live = row.connected && now - row.seenAt.getTime() < PRESENCE_STALE_MS;
  return { company: companyId, connected: live, since: live ? null : row.seenAt.toISOString() };
};

export const readPresence = async (db: Db, companyIds: string[]) => {
  if (companyIds.length === 0) return [];
  const rows = await db.select().from(companyPresence).where(inArray(companyPresence.companyId, companyIds));
  const byId = new Map(rows.map((row) => [row.companyId, row]));
  return companyIds.map((id) => toPresence(id, byId.get(id)));
};
