import { MAX_PAGE_LIMIT, orderStatuses, zonedParts } from '@backoffice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createPastOrder, createProduct } from '../src/db/seed/factories.ts';
import { requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let tenants: Tenants;
let admin: Session;
let company: Session;
let otherAdmin: Session;
let shopId: string;

const TZ = 'America/Mexico_City';
const call = requester(() => t.app);
const get = (url: string, session = admin) => call(session, 'GET', url);
const post = (url: string, payload: object) => call(admin, 'POST', url, payload);

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { admin, company, otherAdmin },
  } = await startWithTenants(['admin', 'company', 'otherAdmin']));
  // A company of its own city, so that the city report holds only the orders made here.
  const shop = await createCompany(t.db, {
    partnerId: tenants.a.partner.id,
    name: 'Cifras',
    city: 'Colima',
    state: 'Colima',
    timezone: TZ,
  });
  shopId = shop.id;
  const taco = await createProduct(t.db, { companyId: shopId, name: 'Taco', price: 1000 });
  const now = new Date();
  // Two orders in every status: 14 received, 8 of them sales (accepted, ready, on the way, delivered).
  for (const status of orderStatuses) {
    for (const quantity of [1, 2]) {
      await createPastOrder(t.db, {
        companyId: shopId,
        partnerId: tenants.a.partner.id,
        lines: [{ product: taco, quantity }],
        status,
        createdAt: now,
        deliveryFee: 500,
      });
    }
  }
});
afterAll(() => t.close());

describe('one definition of each figure', () => {
  it('home stats, month stats, the report and the city report agree on orders and sales', async () => {
    const { date } = zonedParts(new Date(), TZ);
    const [year, month] = date.split('-').map(Number);
    const stats = (await get(`/api/companies/stats?company=${shopId}`)).json();
    const monthStats = (await get(`/api/orders/stats/month?company=${shopId}&month=${month}&year=${year}`)).json();
    const report = (await get(`/api/orders/reports?ID=${shopId}&from=${date}&to=${date}`)).json();
    const city = (await post('/api/orders/city-state/month', { city: 'Colima', state: 'Colima', month, year })).json();

    // Sales: 4 sale statuses × (1 + 2 tacos) × $10 + $5 delivery each.
    const sales = 4 * (1000 + 500) + 4 * (2000 + 500);
    expect(stats.today).toEqual({ from: expect.any(String), orders: 14, sales, averageTicket: sales / 8 });
    expect(stats.month).toMatchObject({ orders: 14, sales });
    expect(stats.topProducts).toEqual([{ product: expect.any(String), name: 'Taco', quantity: 12, sales: 12_000 }]);
    for (const figures of [monthStats.totals, report.totals, city.totals]) {
      expect(figures).toEqual({
        orders: 14,
        delivered: 2,
        cancelled: 2,
        rejected: 2,
        sales,
        deliveryFees: 8 * 500,
        averageTicket: sales / 8,
      });
    }
    expect(city.companies).toEqual([{ company: shopId, name: 'Cifras', orders: 14, sales }]);
    expect(report.byPayment).toEqual([{ payment: 'cash', orders: 8, sales }]);
    expect(report.days).toEqual([{ date, orders: 14, delivered: 2, cancelled: 2, rejected: 2, sales }]);
  });
});

describe('report ranges are checked before any work', () => {
  it.each([
    ['0000-01-01', '9999-12-31'],
    ['2026-01-01', '2027-01-03'],
    ['2026-05-02', '2026-05-01'],
    ['2026-02-30', '2026-03-01'],
    ['2026-13-01', 'x'],
  ])('refuses %s … %s with a Spanish message', async (from, to) => {
    const response = await get(`/api/orders/reports?ID=${shopId}&from=${from}&to=${to}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    const [field] = response.json().error.details;
    expect(field.field).toMatch(/^querystring\.(from|to)$/);
    expect(field.message).toMatch(/fecha|días/);
  });

  it('takes a full year', async () => {
    expect((await get(`/api/orders/reports?ID=${shopId}&from=2025-01-01&to=2025-12-31`)).statusCode).toBe(200);
  });
});

describe('every report endpoint rejects or pages a request over its page size', () => {
  it('pages the report orders (default 20, at most 100) with the total of the range', async () => {
    const { date } = zonedParts(new Date(), TZ);
    const first = (await get(`/api/orders/reports?ID=${shopId}&from=${date}&to=${date}&limit=5`)).json();
    expect(first.orders).toMatchObject({ total: 14, limit: 5, offset: 0 });
    expect(first.orders.items).toHaveLength(5);
    const last = (await get(`/api/orders/reports?ID=${shopId}&from=${date}&to=${date}&limit=5&offset=10`)).json();
    expect(last.orders.items).toHaveLength(4);
    const seen = new Set([...first.orders.items, ...last.orders.items].map((order: { id: string }) => order.id));
    expect(seen.size).toBe(9);
    const byDefault = (await get(`/api/orders/reports?ID=${shopId}&from=${date}&to=${date}`)).json();
    expect(byDefault.orders).toMatchObject({ total: 14, limit: 20 });
  });

  it.each([
    () => `/api/orders/reports?ID=${shopId}&from=2026-01-01&to=2026-01-31&limit=${MAX_PAGE_LIMIT + 1}`,
    () => `/api/orders/company/pag?company=${shopId}&limit=${MAX_PAGE_LIMIT + 1}`,
    () => `/api/errands/partner?partner=${tenants.a.partner.id}&limit=${MAX_PAGE_LIMIT + 1}`,
  ])('refuses a page larger than %#', async (url) => {
    const response = await get(url());
    expect(response.statusCode).toBe(400);
  });

  it('refuses an over-size page of the city list and counts the company list from its counter', async () => {
    const city = { city: 'Colima', state: 'Colima' };
    expect((await post(`/api/orders/city-state?limit=${MAX_PAGE_LIMIT + 1}`, city)).statusCode).toBe(400);
    const page = (await post('/api/orders/city-state?limit=3&offset=0', city)).json();
    expect(page).toMatchObject({ total: 14, limit: 3, offset: 0 });
    const own = (await get(`/api/orders/company/pag?company=${shopId}&limit=100`)).json();
    expect(own.total).toBe(14);
    expect(own.items).toHaveLength(14);
    const pending = (await get(`/api/orders/company/pag?company=${shopId}&status=pending`)).json();
    expect(pending.total).toBe(2);
  });

  it('month figures are bounded by the month and hide other tenants', async () => {
    expect((await get(`/api/orders/stats/month?company=${shopId}&month=1&year=2026`, otherAdmin)).statusCode).toBe(404);
    expect((await get(`/api/orders/reports?ID=${shopId}&from=2026-01-01&to=2026-01-02`, otherAdmin)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/orders/stats/month?company=${shopId}&month=1&year=2026`, company)).statusCode).toBe(404);
  });
});
