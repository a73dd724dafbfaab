import { eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errandDeliveryCodes, errandStatusHistory, riderTasks } from '../src/db/schema/index.ts';
import { CODE_TRIES } from '../src/modules/rider-app/delivery-code-limit.ts';
import { listenOnLoopback, startWithTenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import { act, assignedErrand, signedInRider } from './rider-app-fixtures.ts';
import { listeners, waitFor } from './sockets.ts';

let t: TestApp;
let staff: Record<'admin' | 'company' | 'member' | 'otherAdmin', Record<string, string>>;
let partnerId: string;
let url: string;
const sockets = listeners<Record<string, unknown>>();
const opened: Socket[] = [];

beforeAll(async () => {
  const started = await startWithTenants(['admin', 'company', 'member', 'otherAdmin'] as const);
  t = started.t;
  staff = started.headers;
  partnerId = started.tenants.a.partner.id;
  url = await listenOnLoopback(t.app);
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});
afterAll(() => t.close());

const setProof = async (proof: 'none' | 'code') => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/riders/app-settings',
    headers: staff.admin,
    payload: { acceptSeconds: 120, proof },
  });
  expect(response.statusCode, response.body).toBe(200);
};

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

describe('wrong delivery codes (decision 055)', () => {
  it(`refuses tries for a while after ${CODE_TRIES} wrong codes and tells the dispatcher`, async () => {
    await setProof('code');
    const { rider, headers } = await signedInRider(t, staff.admin, { partnerId }, 'Adivina');
    const errand = await assignedErrand(t.app, staff.admin, staff.company, rider.id);
    for (const action of ['accept', 'arrived', 'picked_up'])
      expect((await act(t.app, headers, { task: errand, action })).statusCode).toBe(200);
    const [{ code }] = await t.db.select().from(errandDeliveryCodes).where(eq(errandDeliveryCodes.errandId, errand));
    const wrong = code === '0000' ? '1111' : '0000';
    opened.push(await sockets.connect(url, 'dispatcher', staff.admin.cookie));
    for (let i = 1; i < CODE_TRIES; i++) {
      const answer = await act(t.app, headers, { task: errand, action: 'delivered', proofCode: wrong });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toBe('proof_code_wrong');
    }
    const locked = await act(t.app, headers, { task: errand, action: 'delivered', proofCode: wrong });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('proof_code_locked');
    expect(locked.json().error.message).toMatch(/Demasiados códigos incorrectos/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(500);
    // Even the right code waits now.
    const right = await act(t.app, headers, { task: errand, action: 'delivered', proofCode: code });
    expect(right.statusCode).toBe(429);
    await waitFor(() =>
      sockets.received.dispatcher.some(
        (event) => event.event.startsWith('update:errand:') && (event.payload as { id?: string }).id === errand,
      ),
    );
    const history = await t.db.select().from(errandStatusHistory).where(eq(errandStatusHistory.errandId, errand));
    expect(history.map((line) => line.manager).join('\n')).toMatch(/códigos de entrega incorrectos/);
    // Once the wait is over the right code delivers.
    await t.db
      .update(riderTasks)
      .set({ codeLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(riderTasks.errandId, errand));
    const delivered = await act(t.app, headers, { task: errand, action: 'delivered', proofCode: code });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().step).toBe('delivered');
    await setProof('none');
  });
});
