import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { executedRows } from '../src/db/json-rows.ts';

/**
 * The statements the app sends to the database while `run` runs (both drivers: PGlite and postgres.js), without
 * the background sweeps that may run meanwhile.
 */
export const statementsIn = async (db: Db, run: () => Promise<unknown>) => {
  const client = (db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
  const method = typeof client.unsafe === 'function' ? 'unsafe' : 'query';
  const original = client[method];
  const seen: string[] = [];
  client[method] = function (this: unknown, ...args: unknown[]) {
    seen.push(String(args[0]));
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client[method] = original;
  }
  // Background sweeps (escalation, orders for later coming due, WhatsApp, push polling) may run meanwhile; they are not the intake's.
  const background =
    /^\s*(update "orders" set "(escalated_at|due_announced_at)"|update "push_|delete from "push_|select [^;]* from "push_)|whatsapp_/;
  return seen.filter((text) => !background.test(text));
};

/** Returns once some statement of this database (PostgreSQL) waits on a lock: the one a test left waiting. */
export const untilOneWaitsOnALock = async (db: Db) => {
  for (;;) {
    const [waiting] = executedRows<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`),
    );
    if (waiting.count > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
};
