import { STATEMENT_LINES_CAP } from '@backoffice/shared';
import { LIST_CAPS } from '@backoffice/shared/list-caps';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adCampaigns,
  adDailyStats,
  companies,
  ledgerEntries,
  orders,
  products,
  promos,
  riders,
  zones,
} from '../src/db/schema/index.ts';
import { boxPolygon } from '../src/db/seed/factories.ts';
import { startWithTenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

/**
 * Every list the API answers whole has a documented cap (LIST_CAPS, decision 053): at 10× the demo's size it
 * answers everything, past the cap it is a 400 `list_too_long`, and another tenant's rows never show up.
 * Rows are written straight into the database for speed.
 */
type Started = Awaited<ReturnType<typeof startWithTenants<'admin' | 'otherAdmin' | 'company' | 'fleet'>>>;
let t: TestApp;
let headers: Started['headers'];
let tenants: Started['tenants'];

const get = (url: string, as: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: as });
const post = (url: string, payload: Record<string, unknown>, as: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers: as });

const expectTooLong = (response: Awaited<ReturnType<typeof get>>, cap: number) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error).toMatchObject({
    code: 'list_too_long',
    message: expect.stringContaining(String(cap)),
    details: { cap },
  });
};

const range = (count: number) => Array.from({ length: count }, (_, i) => i);
const companyRows = (partnerId: string, count: number, tag: string) =>
  range(count).map((i) => ({
    partnerId,
    name: `Comercio ${tag} ${i}`,
    city: 'Guadalajara',
    state: 'Jalisco',
    slug: `lista-${tag}-${i}`,
  }));

beforeAll(async () => {
  const started = await startWithTenants(['admin', 'otherAdmin', 'company', 'fleet'] as const);
  ({ t, headers, tenants } = started);
});
afterAll(() => t.close());

describe('companies (/companies/all, /companies/city-state/all, /live/presence, /payments/partner)', () => {
  it(`answers all at 10× the demo (20 companies) and 400 past ${LIST_CAPS.companies}`, async () => {
    await t.db.insert(companies).values(companyRows(tenants.a.partner.id, 18, 'a'));
    await t.db.insert(companies).values(companyRows(tenants.b.partner.id, LIST_CAPS.companies - 1, 'b'));

    const all = await get('/api/companies/all', headers.admin);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(20);
    const city = await post('/api/companies/city-state/all', { city: 'Guadalajara', state: 'Jalisco' }, headers.admin);
    expect(city.json()).toHaveLength(20);
    expect((await get('/api/live/presence', headers.admin)).json().items).toHaveLength(20);
    expect((await get('/api/payments/partner', headers.admin)).json().companies).toHaveLength(20);

    // The other tenant holds 501: none of it reaches ours, and its own lists are refused.
    const names = all.json().map((company: { name: string }) => company.name);
    expect(names.some((name: string) => name.includes(' b'))).toBe(false);
    expectTooLong(await get('/api/companies/all', headers.otherAdmin), LIST_CAPS.companies);
    expectTooLong(
      await post('/api/companies/city-state/all', { city: 'Guadalajara', state: 'Jalisco' }, headers.otherAdmin),
      LIST_CAPS.companies,
    );
    expectTooLong(await get('/api/live/presence', headers.otherAdmin), LIST_CAPS.companies);
    expectTooLong(await get('/api/payments/partner', headers.otherAdmin), LIST_CAPS.companies);
    // Narrowed to a city with fewer, the balances answer.
    const narrowed = await get('/api/payments/partner?city=Zapopan', headers.otherAdmin);
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json().companies).toEqual([]);
  });
});

describe('catalogue (/products/company/all, /promos/company)', () => {
  it('answers all at 10× the demo and 400 past the cap', async () => {
    const ours = tenants.a.companies[0].id;
    const theirs = tenants.b.companies[0].id;
    const productRows = (companyId: string, count: number) =>
      range(count).map((i) => ({ companyId, name: `Producto ${i}`, price: 1000 + i }));
    await t.db.insert(products).values(productRows(ours, 300));
    await t.db.insert(promos).values(range(60).map((i) => ({ companyId: ours, name: `Promo ${i}`, price: 5000 })));
    const catalogue = await get(`/api/products/company/all?company=${ours}`, headers.company);
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.json().products.length + catalogue.json().additions.length).toBe(300);
    const promoList = await get(`/api/promos/company?company=${ours}`, headers.company);
    expect(promoList.json()).toHaveLength(60);
    // Another tenant's company is a 404, whatever its size.
    expect((await get(`/api/products/company/all?company=${theirs}`, headers.company)).statusCode).toBe(404);

    await t.db.insert(products).values(productRows(theirs, LIST_CAPS.catalogue + 1));
    await t.db
      .insert(promos)
      .values(range(LIST_CAPS.promos + 1).map((i) => ({ companyId: theirs, name: `Promo ${i}`, price: 5000 })));
    expectTooLong(await get(`/api/products/company/all?company=${theirs}`, headers.otherAdmin), LIST_CAPS.catalogue);
    expectTooLong(await get(`/api/promos/company?company=${theirs}`, headers.otherAdmin), LIST_CAPS.promos);
  });
});

describe('zones (/zones)', () => {
  it('answers all at 10× the demo and 400 past the cap', async () => {
    const zoneRows = (partnerId: string, count: number) =>
      range(count).map((i) => {
        const west = -103.5 + (i % 20) * 0.01;
        const south = 20.5 + Math.floor(i / 20) * 0.01;
        return {
          partnerId,
          name: `Zona ${i}`,
          geometry: boxPolygon([west, south, west + 0.005, south + 0.005]),
          area: 1,
        };
      });
    await t.db.insert(zones).values(zoneRows(tenants.a.partner.id, 30));
    const list = await get('/api/zones', headers.admin);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toHaveLength(30);
    await t.db.insert(zones).values(zoneRows(tenants.b.partner.id, LIST_CAPS.zones + 1));
    expectTooLong(await get('/api/zones', headers.otherAdmin), LIST_CAPS.zones);
    expect((await get('/api/zones', headers.admin)).json()).toHaveLength(30);
  });
});

describe('riders (/riders, /fleets/board)', () => {
  it('answers all at 10× the demo and 400 past the cap', async () => {
    const riderRows = (values: { partnerId?: string; providerId?: string }, count: number) =>
      range(count).map((i) => ({ ...values, name: `Repartidor ${i}`, phone: '+523300000000', onShift: true }));
    await t.db.insert(riders).values(riderRows({ partnerId: tenants.a.partner.id }, 40));
    await t.db.insert(riders).values(riderRows({ providerId: tenants.provider.id }, 40));
    const partnerRiders = await get('/api/riders', headers.admin);
    expect(partnerRiders.statusCode, partnerRiders.body).toBe(200);
    expect(partnerRiders.json()).toHaveLength(40);
    const board = await get('/api/fleets/board', headers.fleet);
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().riders).toHaveLength(40);

    await t.db.insert(riders).values(riderRows({ partnerId: tenants.b.partner.id }, LIST_CAPS.riders + 1));
    await t.db.insert(riders).values(riderRows({ providerId: tenants.provider.id }, LIST_CAPS.riders));
    expectTooLong(await get('/api/riders', headers.otherAdmin), LIST_CAPS.riders);
    expectTooLong(await get('/api/fleets/board', headers.fleet), LIST_CAPS.riders);
    expect((await get('/api/riders', headers.admin)).json()).toHaveLength(40);
  });
});

describe('ad figures (/ads/stats)', () => {
  it('answers every day at 10× the demo and 400 past the cap', async () => {
    const campaign = async (companyId: string, partnerId: string) => {
      const [row] = await t.db
        .insert(adCampaigns)
        .values({
          partnerId,
          companyId,
          placement: 'banner',
          startDate: '2025-01-01',
          endDate: '2026-12-31',
          title: 'Campaña',
          image: 'https://example.com/a.png',
          dailyPrice: 100,
          price: 100,
        })
        .returning();
      return row!;
    };
    const day = (i: number) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);
    const ours = await campaign(tenants.a.companies[0].id, tenants.a.partner.id);
    await t.db
      .insert(adDailyStats)
      .values(range(70).map((i) => ({ campaignId: ours.id, day: day(i), impressions: 5 })));
    const stats = await get(`/api/ads/stats?id=${ours.id}`, headers.admin);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toHaveLength(70);
    expect((await get(`/api/ads/stats?id=${ours.id}`, headers.otherAdmin)).statusCode).toBe(404);

    const theirs = await campaign(tenants.b.companies[0].id, tenants.b.partner.id);
    await t.db
      .insert(adDailyStats)
      .values(range(LIST_CAPS.adDays + 1).map((i) => ({ campaignId: theirs.id, day: day(i), impressions: 1 })));
    expectTooLong(await get(`/api/ads/stats?id=${theirs.id}`, headers.otherAdmin), LIST_CAPS.adDays);
  });
});

describe('partners (/partners)', () => {
  it('is the account’s own partner only, however many partners exist', async () => {
    const list = await get('/api/partners', headers.admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0].id).toBe(tenants.a.partner.id);
  });
});

describe('catch-up (/orders/changes, /errands/changes)', () => {
  it('answers pages of at most 100 with where the next starts, until every change is read', async () => {
    const companyId = tenants.a.companies[0].id;
    const since = new Date(Date.now() - 60_000).toISOString();
    await t.db.insert(orders).values(
      range(250).map((i) => ({
        companyId,
        partnerId: tenants.a.partner.id,
        number: i + 1,
        customer: { name: 'Cliente', phone: '3312345678', address: 'Centro' },
        payment: 'cash',
        type: 'pickup',
        subtotal: 1000,
        total: 1000,
        channel: 'phone',
      })),
    );
    const seen = new Set<string>();
    let query = `since=${encodeURIComponent(since)}`;
    let pages = 0;
    for (;;) {
      const page = (await get(`/api/orders/changes?${query}`, headers.admin)).json();
      expect(page.items.length).toBeLessThanOrEqual(100);
      for (const item of page.items) seen.add(item.id);
      pages++;
      if (!page.next) break;
      query = `since=${encodeURIComponent(page.next.since)}&after=${page.next.after}`;
    }
    expect(seen.size).toBe(250);
    expect(pages).toBe(3);
    const errands = await get(`/api/errands/changes?since=${encodeURIComponent(since)}`, headers.admin);
    expect(errands.statusCode).toBe(200);
  });
});

describe('statement (/payments/statement)', () => {
  it('sums every day in the database and pages its lines by day past the cap', async () => {
    const [small, large] = tenants.a.companies.map((company) => company.id);
    const lines = (companyId: string, count: number, days: number) =>
      range(count).map((i) => ({
        partnerId: tenants.a.partner.id,
        companyId,
        kind: 'adjustment',
        amount: 100 + i,
        description: `Línea ${i}`,
        periodStart: '2026-01-01',
        periodEnd: '2026-01-31',
        // Noon in Mexico City on day 10, 11, 12…: the company's local day.
        occurredAt: new Date(Date.UTC(2026, 0, 10 + (i % days), 18, 0, i % 60)),
      }));
    // 10× the demo's month (about 40 lines): the whole period, as before.
    await t.db.insert(ledgerEntries).values(lines(small, 400, 20));
    const whole = (await get(`/api/payments/statement?company=${small}&period=2026-01-01`, headers.admin)).json();
    expect(whole).toMatchObject({ day: null, lineCount: 400, closed: true });
    expect(whole.lines).toHaveLength(400);
    expect(whole.days).toHaveLength(20);
    expect(whole.total).toBe(range(400).reduce((sum, i) => sum + 100 + i, 0));

    // Past the cap: the figures still cover the period; the lines are one day's.
    const count = STATEMENT_LINES_CAP + 100;
    await t.db.insert(ledgerEntries).values(lines(large, count, 3));
    const statement = await get(`/api/payments/statement?company=${large}&period=2026-01-01`, headers.admin);
    expect(statement.statusCode, statement.body).toBe(200);
    const body = statement.json();
    expect(body.lineCount).toBe(count);
    expect(body.total).toBe(range(count).reduce((sum, i) => sum + 100 + i, 0));
    expect(body.days.map((day: { day: string }) => day.day)).toEqual(['2026-01-10', '2026-01-11', '2026-01-12']);
    expect(body.days.reduce((sum: number, day: { total: number }) => sum + day.total, 0)).toBe(body.total);
    expect(body.day).toBe('2026-01-12');
    expect(body.lines).toHaveLength(body.days[2].lineCount);
    const first = (
      await get(`/api/payments/statement?company=${large}&period=2026-01-01&day=2026-01-10`, headers.admin)
    ).json();
    expect(first.day).toBe('2026-01-10');
    expect(first.lines).toHaveLength(body.days[0].lineCount);
    expect(first.lines.every((line: { occurredAt: string }) => line.occurredAt.startsWith('2026-01-10'))).toBe(true);
    // Another tenant reaches none of it.
    const other = await get(`/api/payments/statement?company=${large}&period=2026-01-01`, headers.otherAdmin);
    expect(other.statusCode).toBe(404);
  });
});
