import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, pushDevices } from '../src/db/schema/index.ts';
import { createCategory, createCompany, createPastOrder, createProduct } from '../src/db/seed/factories.ts';
import { isOpenAt, nextDaysPreview, openStateAt } from '../src/shared/company-schedule.ts';
import { invalidFields, requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { signIn, type TestApp } from './helper.ts';

let t: TestApp;
let tenants: Tenants;
let company: Session;
let company2: Session;
let admin: Session;
let member: Session;
let otherAdmin: Session;
let provider: Session;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, company2, admin, member, otherAdmin, fleet: provider },
  } = await startWithTenants(['company', 'company2', 'admin', 'member', 'otherAdmin', 'fleet']));
});
afterAll(() => t.close());

const call = requester(() => t.app);

const fields = invalidFields;

const a1 = () => tenants.a.companies[0].id;
const a2 = () => tenants.a.companies[1].id;
const b1 = () => tenants.b.companies[0].id;

describe('GET /companies/company', () => {
  it('gives a company its own profile', async () => {
    const response = await call(company, 'GET', `/api/companies/company?id=${a1()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: a1(), name: 'Comercio a1', open: true, openNow: true });
  });

  it('refuses a malformed id with 400', async () => {
    const response = await call(company, 'GET', '/api/companies/company?id=123');
    expect(response.statusCode).toBe(400);
    expect(fields(response)).toEqual(['querystring.id']);
  });

  it('hides other companies and other tenants with 404', async () => {
    expect((await call(company, 'GET', `/api/companies/company?id=${a2()}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/companies/company?id=${a2()}`)).statusCode).toBe(404);
    expect((await call(otherAdmin, 'GET', `/api/companies/company?id=${a1()}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/companies/company?id=${a2()}`)).statusCode).toBe(200);
    expect((await call(provider, 'GET', `/api/companies/company?id=${a1()}`)).statusCode).toBe(403);
  });
});

describe('PUT /companies', () => {
  it('changes only the fields sent', async () => {
    const category = await createCategory(t.db, { slug: 'tacos-test', name: 'Tacos' });
    const response = await call(company2, 'PUT', `/api/companies?ID=${a2()}`, {
      name: 'Tacos Nuevos',
      category: category.id,
      deliveryFee: 2500,
      minimumOrder: 0,
      timezone: 'America/Monterrey',
      logo: '/api/uploads/x.webp',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Tacos Nuevos',
      category: category.id,
      deliveryFee: 2500,
      timezone: 'America/Monterrey',
      city: 'Guadalajara',
    });
  });

  it('answers 400 with the offending fields', async () => {
    const response = await call(company, 'PUT', `/api/companies?ID=${a1()}`, {
      email: 'no-es-correo',
      deliveryFee: -5,
      timezone: 'Marte/Olympus',
    });
    expect(response.statusCode).toBe(400);
    expect(fields(response).sort()).toEqual(['body.deliveryFee', 'body.email', 'body.timezone']);
    const unknownCategory = await call(company, 'PUT', `/api/companies?ID=${a1()}`, {
      category: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownCategory.statusCode).toBe(400);
    expect(fields(unknownCategory)).toEqual(['body.category']);
  });

  it('answers 404 for another tenant', async () => {
    const response = await call(otherAdmin, 'PUT', `/api/companies?ID=${a1()}`, { name: 'Robado' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /companies/stats', () => {
  it('counts every order received today and this month, and as sales only accepted ones', async () => {
    const [taco, agua] = await Promise.all([
      createProduct(t.db, { companyId: a1(), name: 'Taco', price: 2500 }),
      createProduct(t.db, { companyId: a1(), name: 'Agua', price: 3000 }),
    ]);
    const base = { companyId: a1(), partnerId: tenants.a.partner.id, deliveryFee: 0 };
    const now = new Date();
    await createPastOrder(t.db, {
      ...base,
      lines: [{ product: taco, quantity: 4 }],
      status: 'delivered',
      createdAt: now,
    });
    await createPastOrder(t.db, {
      ...base,
      lines: [{ product: agua, quantity: 1 }],
      status: 'pending',
      createdAt: now,
    });
    await createPastOrder(t.db, {
      ...base,
      lines: [{ product: taco, quantity: 9 }],
      status: 'cancelled',
      createdAt: now,
    });
    await createPastOrder(t.db, {
      ...base,
      lines: [{ product: agua, quantity: 1 }],
      status: 'delivered',
      createdAt: new Date(now.getTime() - 70 * 86_400_000),
    });
    const response = await call(company, 'GET', `/api/companies/stats?company=${a1()}`);
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    // Three received today; only the delivered one is a sale (pending is not yet, cancelled never).
    expect(stats.today).toMatchObject({ orders: 3, sales: 10000, averageTicket: 10000 });
    expect(stats.month.orders).toBeGreaterThanOrEqual(2);
    expect(stats.topProducts[0]).toMatchObject({ product: taco.id, name: 'Taco', quantity: 4, sales: 10000 });
    expect(stats.timezone).toBe('America/Mexico_City');
  });

  it('refuses a malformed company id and hides other tenants', async () => {
    expect((await call(company, 'GET', '/api/companies/stats?company=nope')).statusCode).toBe(400);
    expect((await call(otherAdmin, 'GET', `/api/companies/stats?company=${a1()}`)).statusCode).toBe(404);
  });
});

describe('PUT /companies/devices/add', () => {
  const subscription = JSON.stringify({
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc-123',
    expirationTime: null,
    keys: { p256dh: 'BExamplePublicKey', auth: 'secret-auth' },
  });
  const device = encodeURIComponent(subscription);

  it('stores a push subscription once however often it is sent', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await call(company, 'PUT', `/api/companies/devices/add?company=${a1()}&device=${device}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ company: a1(), device: subscription });
    }
    const rows = await t.db.select().from(pushDevices).where(eq(pushDevices.ownerId, a1()));
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].token)).toMatchObject({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc-123' });
  });

  it('refuses a token that is not a subscription, and an endpoint outside the allowed push services', async () => {
    const plain = await call(company, 'PUT', `/api/companies/devices/add?company=${a1()}&device=tok-123`);
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error.code).toBe('invalid_push_subscription');
    const internal = encodeURIComponent(
      JSON.stringify({ endpoint: 'http://169.254.169.254/latest', keys: { p256dh: 'k', auth: 'a' } }),
    );
    const refused = await call(company, 'PUT', `/api/companies/devices/add?company=${a1()}&device=${internal}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'push_origin_not_allowed' });
    expect(refused.json().error.message).toMatch(/no está permitido/);
  });

  it('refuses a missing token and hides other tenants', async () => {
    const missing = await call(company, 'PUT', `/api/companies/devices/add?company=${a1()}`);
    expect(missing.statusCode).toBe(400);
    expect(fields(missing)).toEqual(['querystring.device']);
    const other = await call(otherAdmin, 'PUT', `/api/companies/devices/add?company=${a1()}&device=x`);
    expect(other.statusCode).toBe(404);
  });
});

describe('POST /companies', () => {
  it('lets an admin create a company of its partner; a member is refused (permission table)', async () => {
    const body = {
      name: 'Mariscos La Güera',
      city: 'Zapopan',
      state: 'Jalisco',
      deliveryFee: 3000,
      schedules: { '1': [{ from: '09:00', to: '18:00' }] },
      account: { email: 'Guera@Test.mx', name: 'La Güera', password: 'una-clave-muy-larga' },
    };
    expect((await call(member, 'POST', '/api/companies', body)).statusCode).toBe(403);
    const response = await call(admin, 'POST', '/api/companies', body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ partner: tenants.a.partner.id, status: 'pending', open: false, deliveryFee: 3000 });
    expect(created.schedules['1']).toEqual([{ from: '09:00', to: '18:00' }]);
    expect(created.schedules['0']).toEqual([]);
    expect((await call(admin, 'GET', `/api/companies/company?id=${created.id}`)).statusCode).toBe(200);
    const newCompany = await signIn(t.app, 'guera@test.mx', 'una-clave-muy-larga');
    expect(newCompany.body.business.id).toBe(created.id);
    expect((await call(otherAdmin, 'GET', `/api/companies/company?id=${created.id}`)).statusCode).toBe(404);
  });

  it('answers 400 for missing fields and 409 for a taken e-mail', async () => {
    const response = await call(admin, 'POST', '/api/companies', { description: 'sin nombre' });
    expect(response.statusCode).toBe(400);
    expect(fields(response).sort()).toEqual(['body.city', 'body.name', 'body.state']);
    const taken = await call(admin, 'POST', '/api/companies', {
      name: 'Otro',
      city: 'Guadalajara',
      state: 'Jalisco',
      account: { email: tenants.a.emails.company, name: 'X', password: 'una-clave-muy-larga' },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('answers 409, not 500, when two creations race for the same e-mail', async () => {
    const create = () =>
      call(admin, 'POST', '/api/companies', {
        name: 'Carrera',
        city: 'Tonalá',
        state: 'Jalisco',
        account: { email: 'carrera@test.mx', name: 'Carrera', password: 'una-clave-muy-larga' },
      });
    const statuses = (await Promise.all([create(), create(), create()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const rows = await t.db.select().from(accounts).where(eq(accounts.email, 'carrera@test.mx'));
    expect(rows).toHaveLength(1);
  });

  it('is for partners only', async () => {
    const response = await call(company, 'POST', '/api/companies', { name: 'X', city: 'Y', state: 'Z' });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /companies/city-state/all and /count', () => {
  it('finds the accessible companies of a city ignoring case and accents', async () => {
    const all = await call(admin, 'POST', '/api/companies/city-state/all', { city: 'GUADALAJARA', state: 'jalísco' });
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([a1(), a2()].sort());
    const count = await call(member, 'POST', '/api/companies/city-state/count', {
      city: 'guadalajara',
      state: 'Jalisco',
    });
    expect(count.json()).toEqual({ count: 1 });
  });

  it('answers 400 without a city', async () => {
    const response = await call(admin, 'POST', '/api/companies/city-state/count', { state: 'Jalisco' });
    expect(response.statusCode).toBe(400);
    expect(fields(response)).toEqual(['body.city']);
  });

  it('never lists another tenant and refuses company accounts', async () => {
    const other = await call(otherAdmin, 'POST', '/api/companies/city-state/all', {
      city: 'Guadalajara',
      state: 'Jalisco',
    });
    expect(other.json().map((c: { id: string }) => c.id)).not.toContain(a1());
    const asCompany = await call(company, 'POST', '/api/companies/city-state/all', { city: 'A', state: 'B' });
    expect(asCompany.statusCode).toBe(403);
  });
});

describe('GET /companies/all', () => {
  it('lists every reachable company of every city, never another tenant, and refuses company accounts', async () => {
    const other = await createCompany(t.db, {
      partnerId: tenants.a.partner.id,
      name: 'En Zapopan',
      city: 'Zapopan',
      state: 'Jalisco',
    });
    const all = await call(admin, 'GET', '/api/companies/all');
    expect(all.statusCode).toBe(200);
    const ids = all.json().map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([a1(), a2(), other.id]));
    expect(ids).not.toContain(b1());
    expect((await call(otherAdmin, 'GET', '/api/companies/all')).json().map((c: { id: string }) => c.id)).not.toContain(
      a1(),
    );
    expect((await call(company, 'GET', '/api/companies/all')).statusCode).toBe(403);
  });
});

describe('POST /companies/id-in', () => {
  it('returns the companies asked for', async () => {
    const response = await call(admin, 'POST', '/api/companies/id-in', { ids: [a1(), a2(), a1()] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(2);
  });

  it('answers 400 for a malformed id and leaves out the ones out of reach (a stale listen_for)', async () => {
    const bad = await call(admin, 'POST', '/api/companies/id-in', { ids: ['x'] });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['body.ids.0']);
    const mixed = await call(admin, 'POST', '/api/companies/id-in', { ids: [a1(), b1()] });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json().map((company: { id: string }) => company.id)).toEqual([a1()]);
    const none = await call(admin, 'POST', '/api/companies/id-in', { ids: [b1()] });
    expect(none.json()).toEqual([]);
  });

  it("answers another tenant's id exactly as an id that does not exist, so existence does not leak", async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const foreign = await call(admin, 'POST', '/api/companies/id-in', { ids: [a1(), b1()] });
    const unknown = await call(admin, 'POST', '/api/companies/id-in', { ids: [a1(), missing] });
    expect([foreign.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(foreign.body).toBe(unknown.body);
  });
});

describe('PUT /companies/status', () => {
  it('lets a partner suspend and reactivate a company', async () => {
    const suspended = await call(admin, 'PUT', `/api/companies/status?ID=${a2()}&status=suspended`);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ status: 'suspended', openNow: false });
    const active = await call(admin, 'PUT', `/api/companies/status?ID=${a2()}&status=active`);
    expect(active.json().status).toBe('active');
  });

  it('refuses unknown statuses, companies and other tenants', async () => {
    const bad = await call(admin, 'PUT', `/api/companies/status?ID=${a2()}&status=closed`);
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['querystring.status']);
    expect((await call(company, 'PUT', `/api/companies/status?ID=${a1()}&status=active`)).statusCode).toBe(403);
    expect((await call(otherAdmin, 'PUT', `/api/companies/status?ID=${a1()}&status=active`)).statusCode).toBe(404);
  });
});

describe('PUT /companies/open', () => {
  it('closes, pauses (reopening by itself) and opens', async () => {
    const closed = await call(company, 'PUT', `/api/companies/open?ID=${a1()}&open=0`);
    expect(closed.json()).toMatchObject({ open: false, openSwitch: false, pausedUntil: null });
    const paused = await call(company, 'PUT', `/api/companies/open?ID=${a1()}&open=0&until=30`);
    const body = paused.json();
    expect(body).toMatchObject({ open: false, openSwitch: true, openNow: false });
    const minutes = (Date.parse(body.pausedUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(28);
    expect(minutes).toBeLessThanOrEqual(30);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const pausedIso = await call(company, 'PUT', `/api/companies/open?ID=${a1()}&open=0&until=${until}`);
    expect(pausedIso.json().pausedUntil).toBe(until);
    const opened = await call(company, 'PUT', `/api/companies/open?ID=${a1()}&open=1`);
    expect(opened.json()).toMatchObject({ open: true, openSwitch: true, pausedUntil: null, openNow: true });
  });

  it('refuses bad flags and a pause in the past', async () => {
    const bad = await call(company, 'PUT', `/api/companies/open?ID=${a1()}&open=2`);
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['querystring.open']);
    const past = await call(company, 'PUT', `/api/companies/open?ID=${a1()}&open=0&until=2020-01-01T00:00:00Z`);
    expect(past.statusCode).toBe(400);
    expect(fields(past)).toEqual(['querystring.until']);
  });

  it('answers 404 for another tenant', async () => {
    expect((await call(otherAdmin, 'PUT', `/api/companies/open?ID=${a1()}&open=0`)).statusCode).toBe(404);
  });
});

describe('PUT /companies/schedules', () => {
  it('stores the week (every day present) and special dates in order', async () => {
    const response = await call(admin, 'PUT', `/api/companies/schedules?ID=${a2()}`, {
      schedules: {
        '1': [
          { from: '16:00', to: '22:00' },
          { from: '09:00', to: '14:00' },
        ],
        '5': [{ from: '18:00', to: '24:00' }],
      },
      specialDates: [
        { date: '2026-12-25', closed: true, ranges: [{ from: '10:00', to: '12:00' }], note: 'Navidad' },
        { date: '2026-09-16', closed: false, ranges: [{ from: '12:00', to: '18:00' }] },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.schedules['1']).toEqual([
      { from: '09:00', to: '14:00' },
      { from: '16:00', to: '22:00' },
    ]);
    expect(Object.keys(body.schedules)).toHaveLength(7);
    expect(body.specialDates).toEqual([
      { date: '2026-09-16', closed: false, ranges: [{ from: '12:00', to: '18:00' }] },
      { date: '2026-12-25', closed: true, ranges: [], note: 'Navidad' },
    ]);
  });

  it('refuses overlapping and reversed ranges with a message per field', async () => {
    const response = await call(company, 'PUT', `/api/companies/schedules?ID=${a1()}`, {
      schedules: {
        '1': [
          { from: '09:00', to: '14:00' },
          { from: '13:00', to: '18:00' },
        ],
        '2': [{ from: '22:00', to: '02:00' }],
        '3': [{ from: '9:00', to: '25:00' }],
      },
      specialDates: [
        { date: '2026-02-30', closed: true },
        { date: '2026-03-01', closed: false, ranges: [] },
      ],
    });
    expect(response.statusCode).toBe(400);
    const details = response.json().error.details as { field: string; message: string }[];
    expect(details.map((d) => d.field).sort()).toEqual([
      'body.schedules.1.1.from',
      'body.schedules.2.0.to',
      'body.schedules.3.0.from',
      'body.schedules.3.0.to',
      'body.specialDates.0.date',
      'body.specialDates.1.ranges',
    ]);
    expect(details.find((d) => d.field === 'body.schedules.1.1.from')!.message).toMatch(/se cruza/);
    expect(details.find((d) => d.field === 'body.schedules.2.0.to')!.message).toMatch(/posterior/);
  });

  it('answers 404 for another tenant', async () => {
    const response = await call(otherAdmin, 'PUT', `/api/companies/schedules?ID=${a1()}`, { schedules: {} });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /categories', () => {
  it('lists categories for any signed-in account', async () => {
    const response = await call(company, 'GET', '/api/categories');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expect.arrayContaining([expect.objectContaining({ slug: 'tacos-test' })]));
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(401);
  });
});

describe('isOpenAt and nextDaysPreview', () => {
  // Mexico City has had no daylight saving time since 2022: always UTC-6.
  const company = {
    status: 'active' as const,
    open: true,
    pausedUntil: null as Date | null,
    timezone: 'America/Mexico_City',
    schedules: {
      '0': [],
      '1': [
        { from: '09:00', to: '14:00' },
        { from: '16:00', to: '22:00' },
      ],
      '2': [{ from: '00:00', to: '24:00' }],
    },
    specialDates: [] as { date: string; closed: boolean; ranges: { from: string; to: string }[]; note?: string }[],
  };

  it('reads the hours in the company time zone', () => {
    expect(isOpenAt(company, new Date('2026-03-02T15:30:00Z'))).toBe(true); // Monday 09:30
    expect(isOpenAt(company, new Date('2026-03-02T21:00:00Z'))).toBe(false); // Monday 15:00
    expect(isOpenAt(company, new Date('2026-03-03T03:59:00Z'))).toBe(true); // Monday 21:59
    expect(isOpenAt(company, new Date('2026-03-03T04:00:00Z'))).toBe(false); // Monday 22:00
    expect(isOpenAt(company, new Date('2026-03-02T05:00:00Z'))).toBe(false); // Sunday 23:00
  });

  it('applies special dates, the switch, the pause and the status', () => {
    const monday = new Date('2026-03-02T15:30:00Z');
    expect(isOpenAt({ ...company, specialDates: [{ date: '2026-03-02', closed: true, ranges: [] }] }, monday)).toBe(
      false,
    );
    const sundayOpen = {
      ...company,
      specialDates: [{ date: '2026-03-01', closed: false, ranges: [{ from: '10:00', to: '12:00' }] }],
    };
    expect(isOpenAt(sundayOpen, new Date('2026-03-01T17:00:00Z'))).toBe(true);
    expect(openStateAt({ ...company, open: false }, monday)).toEqual({ kind: 'switched_off' });
    const until = new Date('2026-03-02T16:00:00Z');
    expect(openStateAt({ ...company, pausedUntil: until }, monday)).toEqual({ kind: 'paused', until });
    expect(isOpenAt({ ...company, pausedUntil: until }, new Date('2026-03-02T16:00:00Z'))).toBe(true);
    expect(openStateAt({ ...company, status: 'suspended' }, monday)).toEqual({ kind: 'inactive', status: 'suspended' });
  });

  it('previews the next days starting from the local date', () => {
    const preview = nextDaysPreview(
      { ...company, specialDates: [{ date: '2026-03-03', closed: true, ranges: [], note: 'Inventario' }] },
      new Date('2026-03-02T05:00:00Z'),
    );
    expect(preview).toHaveLength(7);
    expect(preview[0]).toMatchObject({ date: '2026-03-01', weekday: 0, closed: true });
    expect(preview[1]).toMatchObject({ date: '2026-03-02', weekday: 1, closed: false, special: false });
    expect(preview[1].ranges).toHaveLength(2);
    expect(preview[2]).toMatchObject({ date: '2026-03-03', closed: true, special: true, note: 'Inventario' });
    expect(preview[6].date).toBe('2026-03-07');
  });
});
