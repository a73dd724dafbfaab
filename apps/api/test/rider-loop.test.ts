import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithTenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let staff: Record<'admin' | 'company', Record<string, string>>;
let partnerId: string;

beforeAll(async () => {
  const started = await startWithTenants(['admin', 'company'] as const);
  t = started.t;
  staff = started.headers;
  partnerId = started.tenants.a.partner.id;
});
afterAll(() => t.close());

/** The plan of a query with sequential scans priced out: which index the planner can use for it. */
const planOf = async (query: ReturnType<typeof sql>) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as
      | { rows?: Record<string, string>[] }
      | Record<string, string>[];
    const rows = Array.isArray(result) ? result : (result.rows ?? []);
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });

describe('indexes of the rider loop (decision 055)', () => {
  it("reads a rider's errands and every open errand by index", async () => {
    const rider = '00000000-0000-4000-8000-000000000001';
    expect(
      await planOf(
        sql`select id from errands e where e.rider_id = ${rider} and e.status in ('assigned', 'on_the_way')`,
      ),
    ).toMatch(/errands_(rider_status|open)_idx/);
    // The last delivery of a rider (the map's and the suggestion's "entregó hace").
    expect(await planOf(sql`select id from errands e where e.rider_id = ${rider}`)).toMatch(/errands_rider_status_idx/);
    // The offer sweep's sync of every rider, and the auto-assign candidates of a partner.
    expect(await planOf(sql`select id from errands e where e.status in ('assigned', 'on_the_way')`)).toMatch(
      /errands_open_idx/,
    );
    expect(
      await planOf(sql`select id from errands e where e.partner_id = ${partnerId} and e.status = 'pending'`),
    ).toMatch(/errands_open_idx/);
    expect(staff.admin).toBeDefined();
  });
});
