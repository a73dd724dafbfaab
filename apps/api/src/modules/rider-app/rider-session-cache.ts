import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { riderSessions, riders } from '../../db/schema/index.ts';

export type RiderRow = typeof riders.$inferSelect;
/** The signed-in rider of a request (decision 042): a fourth kind of sign-in, with its own cookie. */
export type RiderSignedIn = { rider: RiderRow; sessionId: string; expiresAt: Date };

/** How often every cached session is read again, in one statement (what another process changed shows by then). */
export const RIDER_CACHE_REFRESH_MS = 1000;
/** A session unused for this long leaves the memory; its next request reads it again. */
const IDLE_MS = 60_000;

type Entry = { signedIn: RiderSignedIn; usedAt: number };

const openWhere = (where: SQL) =>
  and(where, gt(riderSessions.expiresAt, new Date()), eq(riders.active, true), isNull(riders.archivedAt));

/** Open sessions with their rider: unexpired, the rider active and not archived. */
export const readRiderSessions = async (db: Db, where: SQL): Promise<RiderSignedIn[]> => {
  const rows = await db
    .select({ session: riderSessions, rider: riders })
    .from(riderSessions)
    .innerJoin(riders, eq(riders.id, riderSessions.riderId))
    .where(openWhere(where));
  return rows.map((row) => ({ rider: row.rider, sessionId: row.session.id, expiresAt: row.session.expiresAt }));
};

/** Of these sessions, the ones still open, with their rider's last change (two columns: cheap for 1,000). */
const stillOpen = (db: Db, sessionIds: string[]) =>
  db
    .select({ id: riderSessions.id, riderUpdatedAt: riders.updatedAt })
    .from(riderSessions)
    .innerJoin(riders, eq(riders.id, riderSessions.riderId))
    // One text parameter whatever the count (a list of ids would be one parameter each).
    .where(openWhere(sql`${riderSessions.id} = any(${`{${sessionIds.join(',')}}`}::uuid[])`));

/**
 * The rider sessions of the position route in memory (decision 048, amendment): 1,000 riders posting every 5 s
 * would otherwise read a session 200 times a second. A hit costs no statement; every RIDER_CACHE_REFRESH_MS one
 * statement reads all cached sessions again, so a session ended, a rider deactivated or archived by any process
 * is refused within about a second. On this process, `forget` takes effect at once (a session ended, a shift
 * started or ended, a task changed, a PIN set) and tells the watchers (the position route's rider facts).
 * An expired session is refused at once (its expiry is kept). A read that began before a `forget` never
 * stores what it read, so a forgotten session cannot come back from an earlier read.
 */
export const createRiderSessionCache = (db: Db) => {
  const byHash = new Map<string, Entry>();
  const watchers: ((riderId: string) => void)[] = [];
  /** Counts forgets: a read that saw another count when it ended keeps its answer to itself. */
  let forgets = 0;
  let refreshing: Promise<void> | undefined;

  const refresh = async (now = Date.now()) => {
    const entries = [...byHash].filter(([hash, entry]) => {
      if (now - entry.usedAt <= IDLE_MS) return true;
      byHash.delete(hash);
      return false;
    });
    if (entries.length === 0) return;
    const rows = await stillOpen(
      db,
      entries.map(([, entry]) => entry.signedIn.sessionId),
    );
    const open = new Map(rows.map((row) => [row.id, row.riderUpdatedAt.getTime()]));
    for (const [hash, entry] of entries) {
      // Forgotten or replaced while reading: what was read is older than that.
      if (byHash.get(hash) !== entry) continue;
      // Ended, expired, the rider deactivated or archived: refused from now on. The rider changed (its
      // updated_at): read again in full by its next request.
      if (open.get(entry.signedIn.sessionId) !== entry.signedIn.rider.updatedAt.getTime()) byHash.delete(hash);
    }
  };

  return {
    /** The rider behind a token's hash, from memory when known (and not expired), else from the database. */
    async find(hash: string, now = Date.now()): Promise<RiderSignedIn | null> {
      const hit = byHash.get(hash);
      if (hit) {
        if (hit.signedIn.expiresAt.getTime() > now) {
          hit.usedAt = now;
          return hit.signedIn;
        }
        byHash.delete(hash);
        return null;
      }
      const before = forgets;
      const [signedIn] = await readRiderSessions(db, eq(riderSessions.tokenHash, hash));
      if (!signedIn) return null;
      if (before === forgets) byHash.set(hash, { signedIn, usedAt: now });
      return signedIn;
    },
    /** Drops what is kept of a rider (one session, or all) and tells the watchers; at once, on this process. */
    forget(riderId: string, sessionId?: string) {
      forgets += 1;
      for (const [hash, entry] of byHash) {
        if (entry.signedIn.rider.id === riderId && (!sessionId || entry.signedIn.sessionId === sessionId)) {
          byHash.delete(hash);
        }
      }
      for (const watcher of watchers) watcher(riderId);
    },
    /** Called with the rider's id on every forget (the position route drops its facts of that rider). */
    watch(watcher: (riderId: string) => void) {
      watchers.push(watcher);
    },
    /** Reads every cached session again in one statement; calls do not overlap. */
    refresh(now?: number): Promise<void> {
      refreshing ??= refresh(now).finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },
    get size() {
      return byHash.size;
    },
  };
};
export type RiderSessionCache = ReturnType<typeof createRiderSessionCache>;
