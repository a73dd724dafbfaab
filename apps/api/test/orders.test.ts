import { isSaleStatus } from '@backoffice/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, orders, products } from '../src/db/schema/index.ts';
import { createCompany } from '../src/db/seed/factories.ts';
import { requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { createMenu, fullIntake, type Menu, managerHeader, newKey, postOrder, simpleIntake } from './order-fixtures.ts';

let t: TestApp;
let tenants: Tenants;
let company: Session;
let company2: Session;
let admin: Session;
let member: Session;
let otherCompany: Session;
let otherAdmin: Session;
let fleet: Session;
let menu: Menu;
let menu2: Menu;
let otherMenu: Menu;

const a1 = () => tenants.a.companies[0].id;
const a2 = () => tenants.a.companies[1].id;
const b1 = () => tenants.b.companies[0].id;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, company2, admin, member, otherCompany, otherAdmin, fleet },
  } = await startWithTenants(['company', 'company2', 'admin', 'member', 'otherCompany', 'otherAdmin', 'fleet']));
  menu = await createMenu(t.db, a1());
  menu2 = await createMenu(t.db, a2());
  otherMenu = await createMenu(t.db, b1());
});
afterAll(() => t.close());

const call = requester(() => t.app);
const putStatus = (session: Session, id: string, status: string, headers: Record<string, string> = managerHeader()) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/status?ID=${id}&status=${status}`,
    headers: { ...asHeaders(session), ...headers },
  });
const placed = async (session: Session = company, body: unknown = simpleIntake(a1(), menu)) => {
  const response = await postOrder(t, session, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

describe('POST /orders', () => {
  it('takes an order priced on the server and answers the contract payload', async () => {
    const response = await postOrder(t, company, fullIntake(a1(), menu));
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      company: a1(),
      status: 'pending',
      payment: 'cash',
      type: 'delivery',
      notes: 'Tocar el timbre',
      subtotal: 41200,
      deliveryFee: 3500,
      total: 44700,
      minutes: null,
      version: 1,
      customer: { name: 'María López' },
    });
    expect(order.number).toBeGreaterThanOrEqual(1);
    expect(order.products[0]).toEqual({
      product: menu.taco.id,
      name: 'Taco de asada',
      quantity: 2,
      unitPrice: 10000,
      additions: [
        { product: menu.cheese.id, name: 'Queso extra', quantity: 1, unitPrice: 1500 },
        { product: menu.onions.id, name: 'Cebollitas', quantity: 2, unitPrice: 800 },
      ],
      notes: 'Sin cilantro',
    });
    expect(order.promos[0]).toEqual({
      promo: menu.combo.id,
      name: 'Combo taquero',
      quantity: 1,
      unitPrice: 15000,
      options: [
        { product: menu.taco.id, name: 'Taco de asada' },
        { product: menu.drink.id, name: 'Agua de horchata' },
      ],
    });
    expect(new Date(order.createdAt).toISOString()).toBe(order.createdAt);
  });

  it('charges no delivery fee for pickup and ignores prices sent by the caller', async () => {
    const order = await placed(company, { ...simpleIntake(a1(), menu, 2), subtotal: 1, total: 1 });
    expect(order).toMatchObject({ subtotal: 9000, deliveryFee: 0, total: 9000, type: 'pickup' });
  });

  it('requires the Idempotency-Key header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: asHeaders(company),
      payload: simpleIntake(a1(), menu),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('idempotency_key_required');
  });

  it('gives back the same order for the same key and body, and 409 for another body', async () => {
    const key = newKey();
    const first = await postOrder(t, company, simpleIntake(a1(), menu), key);
    const again = await postOrder(t, company, simpleIntake(a1(), menu), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await postOrder(t, company, simpleIntake(a1(), menu, 3), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_key_reused');
  });

  it('makes exactly one order out of 50 concurrent identical requests', async () => {
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => postOrder(t, company, simpleIntake(a1(), menu), key)),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(49);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    const rows = await t.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it('gives concurrent orders distinct consecutive numbers per company', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postOrder(t, company2, simpleIntake(a2(), menu2))),
    );
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    const numbers = responses.map((r) => r.json().number).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.at(-1)! - numbers[0]).toBe(19);
  });

  it('refuses invalid input with field details', async () => {
    const response = await postOrder(t, company, { ...simpleIntake(a1(), menu), products: [], payment: 'bitcoin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    const fields = response.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.payment']));
  });

  it('refuses unknown products, products of another company and out-of-stock products', async () => {
    const unknown = await postOrder(t, company, {
      ...simpleIntake(a1(), menu),
      products: [{ product: otherMenu.drink.id, quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'product_unavailable',
      details: { product: otherMenu.drink.id },
    });

    const soldOut = await createMenu(t.db, a1());
    await t.db.update(products).set({ available: false }).where(eq(products.id, soldOut.drink.id));
    const off = await postOrder(t, company, simpleIntake(a1(), soldOut));
    expect(off.statusCode).toBe(409);
    expect(off.json().error.code).toBe('product_unavailable');
    expect(off.json().error.message).toContain('Agua de horchata');

    await t.db
      .update(products)
      .set({ available: true, unavailableUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(products.id, soldOut.drink.id));
    expect((await postOrder(t, company, simpleIntake(a1(), soldOut))).json().error.code).toBe('product_unavailable');
    await t.db
      .update(products)
      .set({ unavailableUntil: new Date(Date.now() - 1000) })
      .where(eq(products.id, soldOut.drink.id));
    expect((await postOrder(t, company, simpleIntake(a1(), soldOut))).statusCode).toBe(201);

    const foreignAddition = await postOrder(t, company, {
      ...simpleIntake(a1(), menu),
      products: [{ product: menu.taco.id, quantity: 1, additions: [{ product: menu.drink.id }] }],
    });
    expect(foreignAddition.statusCode).toBe(400);
    expect(foreignAddition.json().error.code).toBe('product_unavailable');
  });

  it('refuses when the company is closed, paused, not active or outside its schedule', async () => {
    const cases = [
      [{ open: false }, 'company_closed'],
      [{ pausedUntil: new Date(Date.now() + 600_000) }, 'company_closed'],
      [{ status: 'suspended' as const }, 'company_closed'],
      [{ schedules: {} }, 'outside_schedule'],
    ] as const;
    for (const [values, code] of cases) {
      const shop = await createCompany(t.db, { partnerId: tenants.a.partner.id, name: 'Cerrado', ...values });
      const shopMenu = await createMenu(t.db, shop.id);
      const response = await postOrder(t, admin, simpleIntake(shop.id, shopMenu));
      expect(response.statusCode, JSON.stringify(values)).toBe(409);
      expect(response.json().error.code).toBe(code);
      expect(response.json().error.message).toMatch(/comercio/i);
    }
  });

  it('says a paused company is paused and until when on its clock, not closed', async () => {
    const until = new Date('2030-01-01T00:45:00Z'); // 18:45 the evening before in Mexico City
    const shop = await createCompany(t.db, { partnerId: tenants.a.partner.id, name: 'En pausa', pausedUntil: until });
    const response = await postOrder(t, admin, simpleIntake(shop.id, await createMenu(t.db, shop.id)));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'company_closed',
      message: 'El comercio está en pausa hasta las 18:45; intenta más tarde.',
    });
  });

  it('refuses a delivery below the minimum order', async () => {
    await t.db.update(companies).set({ minimumOrder: 50000 }).where(eq(companies.id, a2()));
    const response = await postOrder(t, company2, { ...simpleIntake(a2(), menu2), type: 'delivery' });
    await t.db.update(companies).set({ minimumOrder: 0 }).where(eq(companies.id, a2()));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('below_minimum_order');
    expect(response.json().error.message).toContain('$500.00 MXN');
  });

  it('lets a partner take orders for its companies only', async () => {
    expect((await postOrder(t, admin, simpleIntake(a2(), menu2))).statusCode).toBe(201);
    expect((await postOrder(t, member, simpleIntake(a1(), menu))).statusCode).toBe(201);
    expect((await postOrder(t, member, simpleIntake(a2(), menu2))).statusCode).toBe(404);
    expect((await postOrder(t, otherAdmin, simpleIntake(a1(), menu))).statusCode).toBe(404);
    expect((await postOrder(t, company, simpleIntake(a2(), menu2))).statusCode).toBe(404);
  });

  it('refuses anonymous callers and deliveries providers', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey() },
      payload: simpleIntake(a1(), menu),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await postOrder(t, fleet, simpleIntake(a1(), menu))).statusCode).toBe(403);
  });
});

describe('channel keys', () => {
  it('creates a key once, lists it without the key, takes orders with it and stops after revocation', async () => {
    const created = await call(admin, 'POST', '/api/channel-keys', { name: 'App de clientes' });
    expect(created.statusCode).toBe(201);
    const { key, id, prefix } = created.json();
    expect(key.startsWith(prefix)).toBe(true);

    const list = await call(admin, 'GET', '/api/channel-keys');
    expect(list.json().items).toEqual([expect.objectContaining({ id, name: 'App de clientes', revokedAt: null })]);
    expect(JSON.stringify(list.json())).not.toContain(key);

    const bearer = { authorization: `Bearer ${key}` };
    const orderKey = newKey();
    const order = await postOrder(t, bearer, simpleIntake(a2(), menu2), orderKey);
    expect(order.statusCode).toBe(201);
    expect(order.json().channel).toBe('channel:App de clientes');
    const readBack = await t.app.inject({
      method: 'GET',
      url: `/api/orders/order?ID=${order.json().id}`,
      headers: bearer,
    });
    expect(readBack.statusCode).toBe(200);
    expect((await postOrder(t, bearer, simpleIntake(b1(), otherMenu))).statusCode).toBe(404);

    expect((await call(otherAdmin, 'DELETE', `/api/channel-keys/${id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/channel-keys/${id}`)).statusCode).toBe(204);
    const revoked = await postOrder(t, bearer, simpleIntake(a2(), menu2));
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.code).toBe('invalid_api_key');
    // Nor does a revoked key get its earlier order back under the same Idempotency-Key.
    const replay = await postOrder(t, bearer, simpleIntake(a2(), menu2), orderKey);
    expect(replay.statusCode).toBe(401);
  });

  it('refuses a wrong key, members and companies, and an empty name', async () => {
    expect((await postOrder(t, { authorization: 'Bearer bo_ch_nope' }, simpleIntake(a1(), menu))).statusCode).toBe(401);
    // The key is refused before a missing Idempotency-Key is.
    const withoutKey = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: 'Bearer bo_ch_nope' },
      payload: simpleIntake(a1(), menu),
    });
    expect(withoutKey.json().error.code).toBe('invalid_api_key');
    expect((await call(member, 'POST', '/api/channel-keys', { name: 'x' })).statusCode).toBe(403);
    expect((await call(company, 'GET', '/api/channel-keys')).statusCode).toBe(403);
    expect((await call(admin, 'POST', '/api/channel-keys', { name: '' })).statusCode).toBe(400);
  });
});

describe('reading orders', () => {
  it('pages a company’s orders newest first with the page envelope', async () => {
    const response = await call(company2, 'GET', `/api/orders/company/pag?company=${a2()}&limit=5&offset=0`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ limit: 5, offset: 0 });
    expect(page.total).toBeGreaterThanOrEqual(20);
    expect(page.items).toHaveLength(5);
    const numbers = page.items.map((o: { number: number }) => o.number);
    expect(numbers).toEqual([...numbers].sort((x, y) => y - x));
    const defaults = await call(admin, 'GET', `/api/orders/company/pag?company=${a2()}`);
    expect(defaults.json()).toMatchObject({ limit: 20, offset: 0 });
    const pending = await call(admin, 'GET', `/api/orders/company/pag?company=${a2()}&status=delivered`);
    expect(pending.json().total).toBe(0);
  });

  it('validates paging and hides other tenants', async () => {
    expect((await call(company, 'GET', `/api/orders/company/pag?company=${a1()}&limit=101`)).statusCode).toBe(400);
    expect((await call(company, 'GET', `/api/orders/company/pag?company=${a2()}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/orders/company/pag?company=${a2()}`)).statusCode).toBe(404);
    expect((await call(otherAdmin, 'GET', `/api/orders/company/pag?company=${a1()}`)).statusCode).toBe(404);
  });

  it('answers one order with its history, or 404 to another tenant', async () => {
    const order = await placed();
    const detail = await call(company, 'GET', `/api/orders/order?ID=${order.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: order.id, rejection: null });
    expect(detail.json().history).toEqual([
      expect.objectContaining({ from: null, to: 'pending', account: expect.any(String) }),
    ]);
    expect((await call(otherCompany, 'GET', `/api/orders/order?ID=${order.id}`)).statusCode).toBe(404);
    expect((await call(company, 'GET', '/api/orders/order?ID=nope')).statusCode).toBe(400);
  });

  it('builds a ready-to-paste Spanish summary', async () => {
    const order = await placed(company, fullIntake(a1(), menu));
    const response = await call(company, 'GET', `/api/orders/clipboard?ID=${order.id}`);
    expect(response.statusCode).toBe(200);
    const { text } = response.json();
    expect(text).toContain(`Pedido #${order.number} — Comercio a1`);
    expect(text).toContain('Cliente: María López');
    expect(text).toContain('Teléfono: 3311223344');
    expect(text).toContain('Dirección: Av. Vallarta 1520, Guadalajara');
    expect(text).toContain('2 x Taco de asada');
    expect(text).toContain('+ 1 x Queso extra');
    expect(text).toContain('· Agua de horchata');
    expect(text).toContain('Notas: Tocar el timbre');
    expect(text).toContain('Total: $447.00 MXN');
    expect(text).toContain('Forma de pago: Efectivo');
    expect((await call(otherAdmin, 'GET', `/api/orders/clipboard?ID=${order.id}`)).statusCode).toBe(404);
    expect((await call(company, 'GET', '/api/orders/clipboard')).statusCode).toBe(400);
  });
});

describe('PUT /orders/status', () => {
  it('moves along the lifecycle and records who did it', async () => {
    const order = await placed();
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/status?ID=${order.id}&status=accepted&minutes=25`,
      headers: { ...asHeaders(company), ...managerHeader('José Núñez') },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', version: 2, minutes: 25 });
    expect((await putStatus(admin, order.id, 'ready', managerHeader('Andrea'))).json().status).toBe('ready');
    expect((await putStatus(company, order.id, 'delivered')).json().status).toBe('delivered');
    const detail = (await call(company, 'GET', `/api/orders/order?ID=${order.id}`)).json();
    expect(detail.history.map((h: { from: string; to: string; manager: string }) => [h.from, h.to, h.manager])).toEqual(
      [
        [null, 'pending', expect.any(String)],
        ['pending', 'accepted', 'José Núñez'],
        ['accepted', 'ready', 'Andrea'],
        ['ready', 'delivered', 'José Núñez'],
      ],
    );
  });

  it('refuses a missing, undecodable or blank Order-Manager header with 400', async () => {
    const order = await placed();
    // Absent, not base64, not UTF-8 (0xFF), only spaces.
    const attempts: Record<string, string>[] = [
      {},
      { 'order-manager': '%%%no-base64' },
      { 'order-manager': '/w==' },
      { 'order-manager': 'ICAg' },
    ];
    for (const headers of attempts) {
      const response = await putStatus(company, order.id, 'accepted', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(400);
      expect(response.json().error.code).toBe('invalid_order_manager');
    }
  });

  it('refuses unknown statuses (400) and transitions outside the lifecycle (409)', async () => {
    const order = await placed();
    expect((await putStatus(company, order.id, 'flying')).statusCode).toBe(400);
    const skip = await putStatus(company, order.id, 'delivered');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.code).toBe('invalid_transition');
    await putStatus(company, order.id, 'cancelled');
    expect((await putStatus(company, order.id, 'accepted')).statusCode).toBe(409);
  });

  it('answers 404 to another tenant', async () => {
    const order = await placed();
    expect((await putStatus(otherAdmin, order.id, 'accepted')).statusCode).toBe(404);
    expect((await putStatus(company2, order.id, 'accepted')).statusCode).toBe(404);
  });

  it('lets exactly one of 50 racing conflicting changes win', async () => {
    const order = await placed();
    // After any one of these wins, none of the others is a valid transition any more.
    const targets = ['accepted', 'rejected'];
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => putStatus(i % 4 < 2 ? admin : company, order.id, targets[i % 2])),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const detail = (await call(company, 'GET', `/api/orders/order?ID=${order.id}`)).json();
    expect(detail.history).toHaveLength(2);
    expect(detail.version).toBe(2);
  });
});

describe('PUT /orders/minutes', () => {
  it('sets the minutes, validates the range and hides other tenants', async () => {
    const order = await placed();
    const response = await call(company, 'PUT', `/api/orders/minutes?ID=${order.id}&minutes=40`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ minutes: 40, version: 2 });
    expect((await call(company, 'PUT', `/api/orders/minutes?ID=${order.id}&minutes=0`)).statusCode).toBe(400);
    expect((await call(company, 'PUT', `/api/orders/minutes?ID=${order.id}&minutes=241`)).statusCode).toBe(400);
    expect((await call(otherCompany, 'PUT', `/api/orders/minutes?ID=${order.id}&minutes=10`)).statusCode).toBe(404);
  });
});

describe('reports and stats', () => {
  it('reports orders and totals by day for a date range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const response = await call(company2, 'GET', `/api/orders/reports?ID=${a2()}&from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.days).toHaveLength(4);
    expect(report.days[0].date).toBe(from);
    const own = await t.db.select().from(orders).where(eq(orders.companyId, a2()));
    expect(report.totals.orders).toBe(own.length);
    expect(report.totals.sales).toBe(own.filter((o) => isSaleStatus(o.status)).reduce((s, o) => s + o.total, 0));
    expect(report.orders).toMatchObject({ total: own.length, limit: 20, offset: 0 });
    expect(report.orders.items).toHaveLength(Math.min(20, own.length));
    const sales = own.filter((o) => isSaleStatus(o.status));
    expect(report.byPayment.reduce((sum: number, row: { orders: number }) => sum + row.orders, 0)).toBe(sales.length);
    expect(today >= from).toBe(true);
  });

  it('validates the report range and hides other tenants', async () => {
    expect((await call(company, 'GET', `/api/orders/reports?ID=${a1()}&from=2026-13-01&to=x`)).statusCode).toBe(400);
    expect(
      (await call(company, 'GET', `/api/orders/reports?ID=${a1()}&from=2026-05-02&to=2026-05-01`)).statusCode,
    ).toBe(400);
    expect(
      (await call(otherAdmin, 'GET', `/api/orders/reports?ID=${a1()}&from=2026-05-01&to=2026-05-02`)).statusCode,
    ).toBe(404);
  });

  it('gives per-day counts and sales of a month', async () => {
    const now = new Date();
    const [month, year] = [now.getUTCMonth() + 1, now.getUTCFullYear()];
    const response = await call(admin, 'GET', `/api/orders/stats/month?company=${a2()}&month=${month}&year=${year}`);
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.days).toHaveLength(new Date(Date.UTC(year, month, 0)).getUTCDate());
    expect(stats.totals.orders).toBeGreaterThanOrEqual(20);
    expect(stats.days.reduce((s: number, d: { orders: number }) => s + d.orders, 0)).toBe(stats.totals.orders);
    expect((await call(admin, 'GET', `/api/orders/stats/month?company=${a2()}&month=13&year=${year}`)).statusCode).toBe(
      400,
    );
    expect(
      (await call(otherAdmin, 'GET', `/api/orders/stats/month?company=${a2()}&month=1&year=${year}`)).statusCode,
    ).toBe(404);
  });

  it('aggregates a city for partners, only over their accessible companies', async () => {
    const now = new Date();
    const body = { city: 'guadalajara', state: 'JALISCO', month: now.getUTCMonth() + 1, year: now.getUTCFullYear() };
    const month = await call(member, 'POST', '/api/orders/city-state/month', body);
    expect(month.statusCode, month.body).toBe(200);
    expect(month.json().companies.map((c: { company: string }) => c.company)).toEqual([a1()]);
    const list = await call(member, 'POST', '/api/orders/city-state?limit=100&offset=0', {
      city: 'Guadalajara',
      state: 'Jalisco',
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.every((o: { company: string }) => o.company === a1())).toBe(true);
    const adminList = (
      await call(admin, 'POST', '/api/orders/city-state', { city: 'Guadalajara', state: 'Jalisco' })
    ).json();
    expect(adminList.total).toBeGreaterThan(list.json().total);
    const others = (
      await call(otherAdmin, 'POST', '/api/orders/city-state', {
        city: 'Guadalajara',
        state: 'Jalisco',
        status: 'pending',
      })
    ).json();
    expect(others.items.every((o: { company: string }) => o.company === b1())).toBe(true);
    expect(
      (await call(company, 'POST', '/api/orders/city-state', { city: 'Guadalajara', state: 'Jalisco' })).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'POST', '/api/orders/city-state/month', { city: '', state: 'Jalisco', month: 1, year: 2026 }))
        .statusCode,
    ).toBe(400);
  });
});

// Keeps the imports honest for readers: orders belong to the tenant that placed them.
it('stores each order under its company and partner', async () => {
  const rows = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, a1()), eq(orders.partnerId, tenants.a.partner.id)));
  expect(rows.length).toBeGreaterThan(0);
});
