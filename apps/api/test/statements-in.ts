import type { Db } from '../src/db/client.ts';

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
