import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { riderSessions, riders } from '../../db/schema/index.ts';
import { createRefreshedCache } from '../../shared/refreshed-cache.ts';

export type RiderRow = typeof riders.$inferSelect;
/** The signed-in rider of a request (decision 042): a fourth kind of sign-in, with its own cookie. */
export type RiderSignedIn = { rider: RiderRow; sessionId: string; expiresAt: Date };

/** How often every cached session is read again, in one statement (what another process changed shows by then). */
export const RIDER_CACHE_REFRESH_MS = 1000;
/** A session unused for this long leaves the memory; its next request reads it again. */
const IDLE_MS = 60_000;

const openWhere = (where: SQL) =>
  and(where, gt(riderSessions.expiresAt, new Date()), eq(riders.active, true), isNull(riders.archivedAt));

const readOpen = (db: Db, where: SQL) =>
  db
    .select({ session: riderSessions, rider: riders })
    .from(riderSessions)
    .innerJoin(riders, eq(riders.id, riderSessions.riderId))
    .where(openWhere(where));
const signedInOf = (row: Awaited<ReturnType<typeof readOpen>>[number]): RiderSignedIn => ({
  rider: row.rider,
  sessionId: row.session.id,
  expiresAt: row.session.expiresAt,
});

/** Open sessions with their rider: unexpired, the rider active and not archived. */
export const readRiderSessions = async (db: Db, where: SQL): Promise<RiderSignedIn[]> =>
  (await readOpen(db, where)).map(signedInOf);

/** Of these sessions, the ones still open, with their rider's last change (two columns: cheap for 1,000). */
const stillOpen = (db: Db, sessionIds: string[]) =>
  db
    .select({ id: riderSessions.id, riderUpdatedAt: riders.updatedAt })
    .from(riderSessions)
    .innerJoin(riders, eq(riders.id, riderSessions.riderId))
    // One text parameter whatever the count (a list of ids would be one parameter each).
    .where(openWhere(sql`${riderSessions.id} = any(${`{${sessionIds.join(',')}}`}::uuid[])`));

/**
 * The rider sessions of the position route in memory, by token hash (decision 048, amendment): 1,000 riders
 * posting every 5 s would otherwise read a session 200 times a second. Every RIDER_CACHE_REFRESH_MS one
 * statement checks all kept sessions, so a session ended, a rider deactivated or archived by any process is
 * refused within about a second (a rider changed otherwise is read again in full by its next request). On this
 * process, `forget` takes effect at once (a session ended, a shift started or ended, a task changed, a PIN set)
 * and tells the watchers (the position route's rider facts). An expired session is refused at once.
 */
export const createRiderSessionCache = (db: Db) => {
  const watchers: ((riderId: string) => void)[] = [];
  const sessions = createRefreshedCache<RiderSignedIn>({
    idleMs: IDLE_MS,
    // Sessions first seen while a read runs are read together in the next one (a shift start of many riders); a
    // token hash is base64url, so the array literal needs no quoting.
    loadMany: async (hashes) =>
      new Map(
        (await readOpen(db, sql`${riderSessions.tokenHash} = any(${`{${hashes.join(',')}}`}::text[])`)).map((row) => [
          row.session.tokenHash,
          signedInOf(row),
        ]),
      ),
    reload: async (kept) => {
      const open = new Map(
        (
          await stillOpen(
            db,
            kept.map(([, signedIn]) => signedIn.sessionId),
          )
        ).map((row) => [row.id, row.riderUpdatedAt.getTime()]),
      );
      return new Map(
        kept.filter(([, signedIn]) => open.get(signedIn.sessionId) === signedIn.rider.updatedAt.getTime()),
      );
    },
  });

  return {
    /** The rider behind a token's hash, from memory when known (and not expired), else from the database. */
    async find(hash: string, now = Date.now()): Promise<RiderSignedIn | null> {
      const signedIn = await sessions.get(hash, now);
      if (!signedIn || signedIn.expiresAt.getTime() > now) return signedIn ?? null;
      sessions.forget((_, key) => key === hash);
      return null;
    },
    /** Drops what is kept of a rider (one session, or all) and tells the watchers; at once, on this process. */
    forget(riderId: string, sessionId?: string) {
      sessions.forget((kept) => kept.rider.id === riderId && (!sessionId || kept.sessionId === sessionId));
      for (const watcher of watchers) watcher(riderId);
    },
    /** Called with the rider's id on every forget (the position route drops its facts of that rider). */
    watch(watcher: (riderId: string) => void) {
      watchers.push(watcher);
    },
    /** Checks every kept session again in one statement; calls do not overlap. */
    refresh: (now?: number) => sessions.refresh(now),
    get size() {
      return sessions.size;
    },
  };
};
export type RiderSessionCache = ReturnType<typeof createRiderSessionCache>;
