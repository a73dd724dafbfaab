import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRider } from '../src/db/seed/factories.ts';
import { requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { managerHeader, newKey } from './order-fixtures.ts';

let t: TestApp;
let tenants: Tenants;
let company: Session;
let company2: Session;
let admin: Session;
let member: Session;
let otherAdmin: Session;
let riderId: string;
let otherRiderId: string;

const a1 = () => tenants.a.companies[0].id;
const a2 = () => tenants.a.companies[1].id;
const b1 = () => tenants.b.companies[0].id;
const dropoff = { address: 'Av. México 2300, Guadalajara', name: 'Ana Ramírez', phone: '3333445566' };

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, company2, admin, member, otherAdmin },
  } = await startWithTenants(['company', 'company2', 'admin', 'member', 'otherAdmin']));
  riderId = (await createRider(t.db, { name: 'Miguel', partnerId: tenants.a.partner.id })).id;
  otherRiderId = (await createRider(t.db, { name: 'Ajeno', partnerId: tenants.b.partner.id })).id;
});
afterAll(() => t.close());

const postErrand = (session: Session | { authorization: string }, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/errands',
    headers: { ...('cookie' in session ? asHeaders(session) : session), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const send = requester(() => t.app);
const call = (session: Session, method: 'GET' | 'PUT', url: string, headers: Record<string, string> = {}) =>
  send(session, method, url, undefined, headers);
const created = async (session: Session, payload: object) => {
  const response = await postErrand(session, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

describe('POST /errands', () => {
  it('lets a company ask for a rider, picking up at the company by default', async () => {
    const errand = await created(company, { dropoff, amountToCollect: 25000, fee: 4000, notes: 'Frágil' });
    expect(errand).toMatchObject({
      company: a1(),
      partner: tenants.a.partner.id,
      status: 'pending',
      pickup: { name: 'Comercio a1' },
      dropoff,
      amountToCollect: 25000,
      fee: 4000,
      notes: 'Frágil',
      rider: null,
      version: 1,
    });
  });

  it('lets an admin partner create an errand without a company (pickup then required)', async () => {
    const missing = await postErrand(admin, { dropoff });
    expect(missing.statusCode).toBe(400);
    const errand = await created(admin, { dropoff, pickup: { address: 'Bodega central' } });
    expect(errand).toMatchObject({ company: null, partner: tenants.a.partner.id });
  });

  it('honours an Idempotency-Key when sent', async () => {
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 10 }, () => postErrand(company, { dropoff }, key)));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    const other = await postErrand(company, { dropoff: { address: 'Otra' } }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_key_reused');
  });

  it('refuses invalid input and companies of another tenant', async () => {
    expect((await postErrand(company, { dropoff: { address: '' } })).statusCode).toBe(400);
    expect((await postErrand(company, { dropoff, company: a2() })).statusCode).toBe(404);
    expect((await postErrand(member, { dropoff, company: a2() })).statusCode).toBe(404);
    expect((await postErrand(otherAdmin, { dropoff, company: a1() })).statusCode).toBe(404);
  });

  it('accepts a channel key for the partner’s companies', async () => {
    const key = (
      await t.app.inject({
        method: 'POST',
        url: '/api/channel-keys',
        headers: asHeaders(admin),
        payload: { name: 'Mandados' },
      })
    ).json().key;
    const response = await postErrand({ authorization: `Bearer ${key}` }, { dropoff, company: a2() });
    expect(response.statusCode).toBe(201);
    expect(response.json().channel).toBe('channel:Mandados');
    expect((await postErrand({ authorization: `Bearer ${key}` }, { dropoff, company: b1() })).statusCode).toBe(404);
  });
});

describe('a partner takes an errand by phone (POST /errands with a partner session)', () => {
  const pickup = { address: 'Mercado San Juan de Dios, local 12', lat: 20.6745, lng: -103.3392 };

  it('lets an admin pick up anywhere for one of its companies, with a fee and a note', async () => {
    const errand = await created(admin, { company: a2(), pickup, dropoff, fee: 5500, notes: 'Llamar al llegar' });
    expect(errand).toMatchObject({
      company: a2(),
      partner: tenants.a.partner.id,
      status: 'pending',
      pickup,
      dropoff,
      fee: 5500,
      notes: 'Llamar al llegar',
      channel: 'partner',
    });
    const list = (await call(admin, 'GET', `/api/errands/partner?partner=${tenants.a.partner.id}&limit=100`)).json();
    expect(list.items.map((item: { id: string }) => item.id)).toContain(errand.id);
  });

  it('lets a member take one for a company it follows, never one of no company it could not see again', async () => {
    const errand = await created(member, { company: a1(), pickup, dropoff, fee: 3000 });
    expect(errand).toMatchObject({ company: a1(), channel: 'partner' });
    const none = await postErrand(member, { pickup, dropoff });
    expect(none.statusCode).toBe(403);
    expect(none.json().error).toMatchObject({ code: 'forbidden', message: expect.stringMatching(/administrador/) });
  });

  it('refuses another partner’s company as if it did not exist, and creates nothing there', async () => {
    const before = (await call(otherAdmin, 'GET', `/api/errands/partner?partner=${tenants.b.partner.id}`)).json();
    const response = await postErrand(admin, { company: b1(), pickup, dropoff, fee: 1000 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    const foreign = await postErrand(otherAdmin, { company: a1(), pickup, dropoff });
    expect(foreign.statusCode).toBe(404);
    const after = (await call(otherAdmin, 'GET', `/api/errands/partner?partner=${tenants.b.partner.id}`)).json();
    expect(after.total).toBe(before.total);
  });
});

describe('errand numbers', () => {
  it('numbers errands per company, apart from the partner’s errands of no company, with no repeat under concurrency', async () => {
    const first = await created(company2, { dropoff });
    const burst = await Promise.all(Array.from({ length: 6 }, () => created(company2, { dropoff })));
    const numbers = burst.map((errand) => errand.number).sort((x, y) => x - y);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6].map((step) => first.number + step));
    // Another company of the same partner counts on its own, and so do errands without a company.
    const other = await created(company, { dropoff });
    expect(other.number).not.toBe(first.number + 7);
    const loose = await created(admin, { dropoff, pickup: { address: 'Bodega central' } });
    const looseNext = await created(admin, { dropoff, pickup: { address: 'Bodega central' } });
    expect(looseNext.number).toBe(loose.number + 1);
  });

  it('uses no number on an idempotent replay, and the detail and list carry it', async () => {
    const key = newKey();
    const original = await created(company2, { dropoff });
    const again = await postErrand(company2, { dropoff }, key);
    const replay = await postErrand(company2, { dropoff }, key);
    expect(replay.json().number).toBe(again.json().number);
    expect(again.json().number).toBe(original.number + 1);
    expect((await created(company2, { dropoff })).number).toBe(original.number + 2);
    const detail = await call(admin, 'GET', `/api/errands/errand?ID=${original.id}`);
    expect(detail.json().number).toBe(original.number);
  });

  it('the migration numbers existing errands per company in the order they arrived', async () => {
    const migration = readFileSync(new URL('../src/db/migrations/0017_errand_numbers.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((part) => part.includes('row_number()'))!;
    await t.db.execute(sql`update errands set number = number + 100000`);
    await t.db.execute(sql.raw(backfill.replace(/^--.*$/gm, '')));
    const result = await t.db.execute(
      sql`select company_id, partner_id, number from errands order by company_id, partner_id, created_at, id`,
    );
    const rows = [...('rows' in result ? result.rows : result)] as {
      company_id: string | null;
      partner_id: string;
      number: number;
    }[];
    const seen = new Map<string, number>();
    for (const row of rows) {
      const scope = row.company_id ?? `partner ${row.partner_id}`;
      const expected = (seen.get(scope) ?? 0) + 1;
      expect(row.number).toBe(expected);
      seen.set(scope, expected);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /errands/partner', () => {
  it('gives an admin every errand of its partner, newest first', async () => {
    const response = await call(
      admin,
      'GET',
      `/api/errands/partner?partner=${tenants.a.partner.id}&limit=100&offset=0`,
    );
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ limit: 100, offset: 0 });
    expect(page.items.some((e: { company: string | null }) => e.company === null)).toBe(true);
    expect(page.items.some((e: { company: string | null }) => e.company === a2())).toBe(true);
    const times = page.items.map((e: { createdAt: string }) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('gives a member only its listened companies and a company only its own', async () => {
    const memberPage = (await call(member, 'GET', `/api/errands/partner?partner=${tenants.a.partner.id}`)).json();
    expect(memberPage.items.length).toBeGreaterThan(0);
    expect(memberPage.items.every((e: { company: string }) => e.company === a1())).toBe(true);
    const ownPage = (await call(company2, 'GET', `/api/errands/partner?partner=${tenants.a.partner.id}`)).json();
    expect(ownPage.items.every((e: { company: string }) => e.company === a2())).toBe(true);
  });

  it('answers 404 for another partner and 400 for bad paging', async () => {
    expect((await call(otherAdmin, 'GET', `/api/errands/partner?partner=${tenants.a.partner.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(admin, 'GET', `/api/errands/partner?partner=${tenants.a.partner.id}&limit=0`)).statusCode).toBe(
      400,
    );
  });
});

describe('PUT /errands/status and /errands/minutes', () => {
  it('follows the errand lifecycle, assigning a rider, and records the history', async () => {
    const errand = await created(company, { dropoff });
    const assigned = await call(
      admin,
      'PUT',
      `/api/errands/status?ID=${errand.id}&status=assigned&rider=${riderId}`,
      managerHeader('Andrea'),
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ status: 'assigned', rider: riderId, version: 2 });
    expect(
      (await call(admin, 'PUT', `/api/errands/status?ID=${errand.id}&status=on_the_way`, managerHeader())).json()
        .status,
    ).toBe('on_the_way');
    expect(
      (await call(admin, 'PUT', `/api/errands/status?ID=${errand.id}&status=delivered`, managerHeader())).json().status,
    ).toBe('delivered');
    const detail = (await call(company, 'GET', `/api/errands/errand?ID=${errand.id}`)).json();
    expect(detail.history.map((h: { to: string }) => h.to)).toEqual(['pending', 'assigned', 'on_the_way', 'delivered']);
    expect(detail.history[1].manager).toBe('Andrea');
    const late = await call(admin, 'PUT', `/api/errands/status?ID=${errand.id}&status=cancelled`, managerHeader());
    expect(late.statusCode).toBe(409);
  });

  it('requires the Order-Manager header and a known rider, and hides other tenants', async () => {
    const errand = await created(company, { dropoff });
    expect((await call(admin, 'PUT', `/api/errands/status?ID=${errand.id}&status=assigned`)).statusCode).toBe(400);
    expect(
      (
        await call(
          admin,
          'PUT',
          `/api/errands/status?ID=${errand.id}&status=assigned&rider=${otherRiderId}`,
          managerHeader(),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(admin, 'PUT', `/api/errands/status?ID=${errand.id}&status=delivered`, managerHeader())).statusCode,
    ).toBe(409);
    expect(
      (await call(otherAdmin, 'PUT', `/api/errands/status?ID=${errand.id}&status=cancelled`, managerHeader()))
        .statusCode,
    ).toBe(404);
    expect((await call(company2, 'GET', `/api/errands/errand?ID=${errand.id}`)).statusCode).toBe(404);
    expect(
      (await call(company, 'PUT', `/api/errands/status?ID=${errand.id}&status=cancelled`, managerHeader())).json()
        .status,
    ).toBe('cancelled');
  });

  it('lets exactly one of racing conflicting changes win', async () => {
    const errand = await created(company, { dropoff });
    const responses = await Promise.all(
      // Cancelling is final, so once one of them wins none of the others is a valid transition.
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? admin : company, 'PUT', `/api/errands/status?ID=${errand.id}&status=cancelled`, managerHeader()),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('sets minutes within 1..240 and hides other tenants', async () => {
    const errand = await created(company, { dropoff });
    const response = await call(company, 'PUT', `/api/errands/minutes?ID=${errand.id}&minutes=30`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ minutes: 30, version: 2 });
    expect((await call(company, 'PUT', `/api/errands/minutes?ID=${errand.id}&minutes=500`)).statusCode).toBe(400);
    expect((await call(otherAdmin, 'PUT', `/api/errands/minutes?ID=${errand.id}&minutes=30`)).statusCode).toBe(404);
  });
});
