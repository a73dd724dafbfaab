import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.ts';
import { requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { createMenu, type Menu, managerHeader, postOrder, simpleIntake } from './order-fixtures.ts';

let t: TestApp;
let tenants: Tenants;
let company: Session;
let admin: Session;
let otherAdmin: Session;
let menu: Menu;
let otherMenu: Menu;

const a1 = () => tenants.a.companies[0].id;
const b1 = () => tenants.b.companies[0].id;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, admin, otherAdmin },
  } = await startWithTenants(['company', 'admin', 'otherAdmin']));
  menu = await createMenu(t.db, a1());
  otherMenu = await createMenu(t.db, b1());
});
afterAll(() => t.close());

const placed = async () => (await postOrder(t, company, simpleIntake(a1(), menu))).json();
const call = requester(() => t.app);
const reject = (session: Session, payload: object, headers: Record<string, string> = {}) =>
  call(session, 'POST', '/api/rejections', payload, headers);

describe('POST /rejections', () => {
  it('rejects a pending order with a reason and records it in the history', async () => {
    const order = await placed();
    const response = await reject(
      admin,
      { order: order.id, reason: 'too_busy', comment: 'Cocina llena' },
      managerHeader('Lupita'),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      reason: 'too_busy',
      comment: 'Cocina llena',
      products: [],
      unavailableUntil: null,
      order: { id: order.id, status: 'rejected', version: 2 },
    });
    const detail = (await call(company, 'GET', `/api/orders/order?ID=${order.id}`)).json();
    expect(detail.history.at(-1)).toMatchObject({ from: 'pending', to: 'rejected', manager: 'Lupita' });
    expect(detail.rejection).toMatchObject({ reason: 'too_busy', comment: 'Cocina llena' });
  });

  it('uses the account name when there is no Order-Manager header', async () => {
    const order = await placed();
    await reject(company, { order: order.id, reason: 'closing' });
    const detail = (await call(company, 'GET', `/api/orders/order?ID=${order.id}`)).json();
    expect(detail.history.at(-1).manager).toBe(company.body.account.name);
  });

  it('switches out-of-stock products off until the end of the company’s day', async () => {
    const order = await placed();
    const response = await reject(company, { order: order.id, reason: 'out_of_stock', products: [menu.drink.id] });
    expect(response.statusCode, response.body).toBe(201);
    const until = new Date(response.json().unavailableUntil);
    expect(until.getTime()).toBeGreaterThan(Date.now());
    expect(until.getTime()).toBeLessThanOrEqual(Date.now() + 86_400_000);
    // Mexico City is UTC-6 all year: its midnight is 06:00 UTC.
    expect(until.toISOString()).toMatch(/T06:00:00\.000Z$/);
    const [row] = await t.db.select().from(products).where(eq(products.id, menu.drink.id));
    expect(row.unavailableUntil?.toISOString()).toBe(until.toISOString());
    const refused = await postOrder(t, company, simpleIntake(a1(), menu));
    expect(refused.json().error.code).toBe('product_unavailable');
    await t.db.update(products).set({ unavailableUntil: null }).where(eq(products.id, menu.drink.id));
  });

  it('requires products for out_of_stock and refuses products of another company', async () => {
    const order = await placed();
    const missing = await reject(company, { order: order.id, reason: 'out_of_stock' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.map((d: { field: string }) => d.field)).toContain('body.products');
    const foreign = await reject(company, { order: order.id, reason: 'out_of_stock', products: [otherMenu.drink.id] });
    expect(foreign.statusCode).toBe(400);
    expect((await reject(company, { order: order.id, reason: 'lazy' })).statusCode).toBe(400);
  });

  it('rejects only pending orders (409) and answers 404 to another tenant', async () => {
    const order = await placed();
    expect((await reject(otherAdmin, { order: order.id, reason: 'other' })).statusCode).toBe(404);
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/status?ID=${order.id}&status=accepted`,
      headers: { ...asHeaders(company), ...managerHeader() },
    });
    const late = await reject(company, { order: order.id, reason: 'other' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('invalid_transition');
    expect((await reject(company, { order: order.id, reason: 'other' }, { 'order-manager': '***' })).statusCode).toBe(
      400,
    );
  });
});
