import { type RiderPositionsEventPayload, riderPositionsEvent } from '@backoffice/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  errandAutoAssign,
  errandDeliveryCodes,
  errandStatusHistory,
  errands,
  riderCashEntries,
  riders,
  riderTasks,
} from '../src/db/schema/index.ts';
import { autoAssignErrands } from '../src/modules/rider-app/auto-assign.ts';
import { CODE_TRIES } from '../src/modules/rider-app/delivery-code-limit.ts';
import { expireOffers } from '../src/modules/rider-app/rider-tasks.service.ts';
import { listenOnLoopback, startWithTenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import { act, assignedErrand, signedInRider } from './rider-app-fixtures.ts';
import { listeners, waitFor } from './sockets.ts';

let t: TestApp;
let staff: Record<'admin' | 'company' | 'member' | 'otherAdmin', Record<string, string>>;
let partnerId: string;
let companyId: string;
let url: string;
const sockets = listeners<Record<string, unknown>>();
const opened: Socket[] = [];

beforeAll(async () => {
  const started = await startWithTenants(['admin', 'company', 'member', 'otherAdmin'] as const);
  t = started.t;
  staff = started.headers;
  partnerId = started.tenants.a.partner.id;
  companyId = started.tenants.a.companies[0].id;
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

/** The instant today began in a zone, as the database reads it. */
const dayStart = async (zone: string) => {
  const result = (await t.db.execute(
    sql`select (date_trunc('day', now() at time zone ${zone}) at time zone ${zone}) as start`,
  )) as unknown as { rows?: { start: Date | string }[] } | { start: Date | string }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return new Date(rows[0].start);
};

describe("the rider's cash day (decision 055)", () => {
  it("counts today's cash in the time zone of the rider's companies (America/Tijuana), not Mexico City's", async () => {
    await t.db.update(companies).set({ timezone: 'America/Tijuana' }).where(eq(companies.id, companyId));
    try {
      const { rider } = await signedInRider(t, staff.admin, { partnerId }, 'Tijuana');
      const errand = await assignedErrand(t.app, staff.admin, staff.company, rider.id);
      const tijuana = await dayStart('America/Tijuana');
      const mexico = await dayStart('America/Mexico_City');
      // An instant that is today in one zone and yesterday in the other, whichever of the two midnights came last.
      const tijuanaToday = tijuana.getTime() < mexico.getTime();
      const at = new Date((tijuanaToday ? mexico : tijuana).getTime() - 60_000);
      await t.db.insert(riderCashEntries).values([
        { riderId: rider.id, kind: 'collection', amount: 15_000, errandId: errand, occurredAt: at },
        { riderId: rider.id, kind: 'handover', amount: -5_000, occurredAt: at },
      ]);
      const list = await t.app.inject({ method: 'GET', url: '/api/riders/cash', headers: staff.admin });
      expect(list.statusCode, list.body).toBe(200);
      const mine = list.json().items.find((item: { rider: string }) => item.rider === rider.id);
      expect(mine).toMatchObject({
        cashInHand: 10_000,
        collectedToday: tijuanaToday ? 15_000 : 0,
        handedOverToday: tijuanaToday ? 5_000 : 0,
      });
    } finally {
      await t.db.update(companies).set({ timezone: 'America/Mexico_City' }).where(eq(companies.id, companyId));
    }
  });
});

describe('live map events for partner members (decision 055)', () => {
  it("a member hears its partner's riders' positions; another partner's admin does not", async () => {
    const { rider, headers } = await signedInRider(t, staff.admin, { partnerId }, 'En el mapa');
    await t.db.update(riders).set({ onShift: true }).where(eq(riders.id, rider.id));
    opened.push(await sockets.connect(url, 'member', staff.member.cookie));
    opened.push(await sockets.connect(url, 'admin', staff.admin.cookie));
    opened.push(await sockets.connect(url, 'other', staff.otherAdmin.cookie));
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/r/positions',
      headers,
      payload: { positions: [{ lat: 20.6736, lng: -103.3927, accuracy: 10, at: new Date().toISOString() }] },
    });
    expect(posted.statusCode, posted.body).toBeLessThan(300);
    // One event a second carries every rider of the partner that moved (decision 048, amendment 2).
    const heard = (name: string) =>
      sockets.received[name]
        .filter((event) => event.event === riderPositionsEvent(partnerId))
        .flatMap((event) => (event.payload as RiderPositionsEventPayload).riders)
        .filter((moved) => moved.rider === rider.id);
    await waitFor(() => heard('member').length > 0 && heard('admin').length > 0);
    expect(heard('member')[0].position).toMatchObject({ lat: 20.6736, lng: -103.3927 });
    expect(sockets.received.other.filter((event) => event.event.startsWith('rider:position'))).toEqual([]);
  });
});

describe('auto-assign to the first suggested rider (decision 055)', () => {
  const newErrand = async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/errands',
      headers: staff.company,
      payload: { dropoff: { address: 'Av. Chapultepec 15, Guadalajara' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  };
  const riderOf = async (id: string) => {
    const [row] = await t.db.select().from(errands).where(eq(errands.id, id));
    return { rider: row.riderId, status: row.status };
  };

  it('is off by default, then offers in turn: accept, expiry → next rider, all declined → back to the dispatcher', async () => {
    const other = await t.app.inject({ method: 'GET', url: '/api/riders/app-settings', headers: staff.otherAdmin });
    expect(other.json()).toMatchObject({ autoAssign: false });
    // Only this test's two riders are on shift.
    await t.db.update(riders).set({ onShift: false }).where(eq(riders.partnerId, partnerId));
    const ana = await signedInRider(t, staff.admin, { partnerId }, 'Ana Auto');
    const beto = await signedInRider(t, staff.admin, { partnerId }, 'Beto Auto');
    await t.db
      .update(riders)
      .set({ onShift: true })
      .where(inArray(riders.id, [ana.rider.id, beto.rider.id]));
    const before = await newErrand();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/riders/app-settings',
      headers: staff.admin,
      payload: { acceptSeconds: 30, proof: 'none', autoAssign: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ autoAssign: true });
    // Saving the other rules leaves it on.
    await t.app.inject({
      method: 'PUT',
      url: '/api/riders/app-settings',
      headers: staff.admin,
      payload: { acceptSeconds: 30, proof: 'none' },
    });

    // 1. The first suggested (free, then by name) gets the offer and accepts it.
    const first = await newErrand();
    await autoAssignErrands(t.db);
    expect(await riderOf(first)).toEqual({ rider: ana.rider.id, status: 'assigned' });
    expect((await act(t.app, ana.headers, { task: first, action: 'accept' })).json().step).toBe('accepted');
    // An errand from before auto-assign was turned on stays with the dispatcher.
    expect(await riderOf(before)).toEqual({ rider: null, status: 'pending' });

    // 2. Ana is busy now: Beto is first. His offer expires: the next rider (Ana) gets it.
    const second = await newErrand();
    await autoAssignErrands(t.db);
    expect(await riderOf(second)).toEqual({ rider: beto.rider.id, status: 'assigned' });
    await expireOffers(t.db);
    await t.db
      .update(riderTasks)
      .set({ acceptBy: new Date(Date.now() - 1000) })
      .where(and(eq(riderTasks.errandId, second), eq(riderTasks.step, 'offered')));
    await expireOffers(t.db);
    await autoAssignErrands(t.db);
    expect(await riderOf(second)).toEqual({ rider: ana.rider.id, status: 'assigned' });
    const [reassigned] = await t.db.select().from(errands).where(eq(errands.id, second));
    expect(reassigned.returned).toBeNull();

    // 3. Ana declines: nobody is left, the errand stays with the dispatcher, said so in its history.
    const declined = await act(t.app, ana.headers, { task: second, action: 'decline', reason: 'busy' });
    expect(declined.statusCode, declined.body).toBe(200);
    await autoAssignErrands(t.db);
    await autoAssignErrands(t.db);
    expect(await riderOf(second)).toEqual({ rider: null, status: 'pending' });
    const [state] = await t.db.select().from(errandAutoAssign).where(eq(errandAutoAssign.errandId, second));
    expect(state.exhaustedAt).not.toBeNull();
    expect(new Set(state.tried)).toEqual(new Set([ana.rider.id, beto.rider.id]));
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/errands/errand?ID=${second}`,
      headers: staff.admin,
    });
    expect(JSON.stringify(history.json())).toMatch(/ningún repartidor aceptó/);
    await t.app.inject({
      method: 'PUT',
      url: '/api/riders/app-settings',
      headers: staff.admin,
      payload: { acceptSeconds: 120, proof: 'none', autoAssign: false },
    });
  });
});
