import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.ts';

/** Clock ticks a second in /proc/<pid>/stat (Linux's USER_HZ, 100 on every usual kernel). */
const TICKS_PER_SECOND = 100;

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : ((result as { rows: unknown[] }).rows ?? []));

/**
 * What the bench's PostgreSQL database did so far: transactions (each statement outside a transaction is one;
 * PostgreSQL publishes the count within a second or so of each backend going idle) and the CPU time of the
 * backends serving it (from /proc, so only for a server on this machine). Two readings give a phase's share.
 */
export const dbUsage = async (database: Database) => {
  if (database.kind !== 'postgres') return { transactions: Number.NaN, cpuMs: Number.NaN };
  await database.db.execute(sql`select pg_stat_clear_snapshot()`);
  const [stats] = rowsOf(
    await database.db.execute(
      sql`select (xact_commit + xact_rollback)::text as transactions from pg_stat_database where datname = current_database()`,
    ),
  ) as { transactions: string }[];
  const backends = rowsOf(
    await database.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`),
  ) as { pid: number }[];
  let ticks = 0;
  for (const { pid } of backends) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ".
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A backend that ended meanwhile: its time is lost to this reading.
    }
  }
  return { transactions: Number(stats?.transactions ?? Number.NaN), cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
};
export type DbUsage = Awaited<ReturnType<typeof dbUsage>>;
