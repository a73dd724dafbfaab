import { AD_EVENT_MAX_COUNT, addDays, localDate } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adCampaigns, adDailyStats, channelKeys, ledgerEntries } from '../src/db/schema/index.ts';
import { AD_EVENTS_PER_MINUTE } from '../src/modules/ads/ads-limits.ts';
import { hashToken } from '../src/modules/auth/auth.service.ts';
import { requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let tenants: Tenants;
let company: Session;
let company2: Session;
let admin: Session;
let member: Session;
let otherAdmin: Session;
let otherCompany: Session;
let keyA: string;
let keyB: string;

const a1 = () => tenants.a.companies[0].id;
const today = () => localDate(new Date(), 'America/Mexico_City');
const prices = { home_featured: 15000, banner: 10000, category_first: 8000 };

const call = requester(() => t.app);
const channel = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, payload });

const newKey = async (session: Session) => {
  const response = await call(session, 'POST', '/api/channel-keys', { name: 'App de clientes' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().key as string;
};

const ask = (session: Session, overrides: object = {}) =>
  call(session, 'POST', '/api/ads/campaigns', {
    company: a1(),
    placement: 'home_featured',
    startDate: today(),
    endDate: addDays(today(), 6),
    title: 'Martes de tacos al 2x1',
    image: '/api/uploads/anuncio.png',
    ...overrides,
  });

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, company2, admin, member, otherAdmin, otherCompany },
  } = await startWithTenants(['company', 'company2', 'admin', 'member', 'otherAdmin', 'otherCompany']));
  keyA = await newKey(admin);
  keyB = await newKey(otherAdmin);
});
afterAll(() => t.close());

describe('the price list', () => {
  it('is set by the partner admin and read by its companies; a company cannot ask before it exists', async () => {
    expect((await call(company, 'GET', '/api/ads/prices')).json()).toEqual({ prices: null });
    const early = await ask(company);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('ad_prices_not_set');
    expect((await call(member, 'PUT', '/api/ads/prices', prices)).statusCode).toBe(403);
    expect((await call(company, 'PUT', '/api/ads/prices', prices)).statusCode).toBe(403);
    expect((await call(admin, 'PUT', '/api/ads/prices', { ...prices, banner: -1 })).statusCode).toBe(400);
    const saved = await call(admin, 'PUT', '/api/ads/prices', prices);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(company, 'GET', '/api/ads/prices')).json()).toEqual({ prices });
    expect((await call(member, 'GET', '/api/ads/prices')).json()).toEqual({ prices });
    // Another partner's companies read their own partner's list, which is still empty.
    expect((await call(otherCompany, 'GET', '/api/ads/prices')).json()).toEqual({ prices: null });
  });
});

describe('asking for a campaign', () => {
  it('prices it from the list (days × daily price) and leaves it pending, with nothing charged', async () => {
    const response = await ask(company, { placement: 'banner', endDate: addDays(today(), 2) });
    expect(response.statusCode, response.body).toBe(201);
    const campaign = response.json();
    expect(campaign).toMatchObject({
      company: a1(),
      placement: 'banner',
      days: 3,
      dailyPrice: 10000,
      price: 30000,
      status: 'pending',
      phase: 'pending',
      impressions: 0,
      clicks: 0,
    });
    const charged = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.adCampaignId, campaign.id));
    expect(charged).toEqual([]);
  });

  it('refuses bad dates, a company it cannot reach, and accounts that are not the company', async () => {
    expect((await ask(company, { startDate: addDays(today(), -1) })).statusCode).toBe(400);
    expect((await ask(company, { endDate: addDays(today(), -1) })).statusCode).toBe(400);
    expect((await ask(company, { endDate: addDays(today(), 120) })).statusCode).toBe(400);
    expect((await ask(company, { placement: 'popup' })).statusCode).toBe(400);
    expect((await ask(company, { image: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await ask(company2)).statusCode).toBe(404);
    expect((await ask(otherCompany)).statusCode).toBe(404);
    expect((await ask(admin)).statusCode).toBe(403);
  });

  it('lists a company’s campaigns to itself and its partner, never to another tenant', async () => {
    const url = `/api/ads/campaigns?company=${a1()}`;
    for (const session of [company, admin, member]) {
      const response = await call(session, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().total).toBeGreaterThan(0);
    }
    for (const session of [company2, otherCompany, otherAdmin])
      expect((await call(session, 'GET', url)).statusCode).toBe(404);
  });
});

describe('deciding on /requests', () => {
  it('approving charges the price to the company’s ledger in the same step, once', async () => {
    const campaign = (await ask(company)).json();
    const pending = await call(admin, 'GET', '/api/ads/requests?status=pending');
    expect(pending.json().items.map((item: { id: string }) => item.id)).toContain(campaign.id);
    expect((await call(member, 'GET', '/api/ads/requests')).statusCode).toBe(403);
    expect((await call(otherAdmin, 'GET', '/api/ads/requests')).json().items).toEqual([]);

    const before = (await call(company, 'GET', `/api/payments/company?company=${a1()}`)).json().balance;
    expect((await call(otherAdmin, 'PUT', `/api/ads/approve?id=${campaign.id}`)).statusCode).toBe(404);
    expect((await call(member, 'PUT', `/api/ads/approve?id=${campaign.id}`)).statusCode).toBe(403);
    const approved = await call(admin, 'PUT', `/api/ads/approve?id=${campaign.id}`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', phase: 'active', decidedBy: expect.any(String) });
    const again = await call(admin, 'PUT', `/api/ads/approve?id=${campaign.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_decided');

    const ledger = (await call(company, 'GET', `/api/payments/company?company=${a1()}`)).json();
    expect(ledger.balance - before).toBe(campaign.price);
    const statement = (
      await call(company, 'GET', `/api/payments/statement?company=${a1()}&period=${ledger.statements[0].periodStart}`)
    ).json();
    const line = statement.lines.find((entry: { kind: string }) => entry.kind === 'ad_charge');
    expect(line).toMatchObject({ amount: campaign.price, description: expect.stringContaining(campaign.title) });
    const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.adCampaignId, campaign.id));
    expect(rows).toHaveLength(1);
  });

  it('rejecting needs a reason, charges nothing, and the company reads the reason', async () => {
    const campaign = (await ask(company, { placement: 'category_first' })).json();
    expect((await call(admin, 'PUT', `/api/ads/reject?id=${campaign.id}`, { reason: ' ' })).statusCode).toBe(400);
    expect((await call(otherAdmin, 'PUT', `/api/ads/reject?id=${campaign.id}`, { reason: 'No' })).statusCode).toBe(404);
    const rejected = await call(admin, 'PUT', `/api/ads/reject?id=${campaign.id}`, { reason: 'La imagen no se lee' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const listed = (await call(company, 'GET', `/api/ads/campaigns?company=${a1()}`)).json().items;
    expect(listed.find((item: { id: string }) => item.id === campaign.id)).toMatchObject({
      status: 'rejected',
      phase: 'rejected',
      rejectionReason: 'La imagen no se lee',
    });
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.adCampaignId, campaign.id))).toEqual([]);
    expect((await call(admin, 'PUT', `/api/ads/approve?id=${campaign.id}`)).statusCode).toBe(409);
  });

  it('a campaign whose dates passed cannot be approved', async () => {
    const campaign = (await ask(company)).json();
    await t.db
      .update(adCampaigns)
      .set({ startDate: addDays(today(), -5), endDate: addDays(today(), -2) })
      .where(eq(adCampaigns.id, campaign.id));
    const response = await call(admin, 'PUT', `/api/ads/approve?id=${campaign.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('ad_expired');
  });
});

describe('the channel API', () => {
  it('shows the active campaigns of the city to the partner’s apps only, and counts impressions and clicks per day', async () => {
    const active = (await ask(company, { title: 'Pozole los jueves' })).json();
    await call(admin, 'PUT', `/api/ads/approve?id=${active.id}`);
    const later = (await ask(company, { startDate: addDays(today(), 3), endDate: addDays(today(), 5) })).json();
    await call(admin, 'PUT', `/api/ads/approve?id=${later.id}`);
    const waiting = (await ask(company, { title: 'Aún sin aprobar' })).json();

    const url = '/api/ads/active?city=Guadalajara&state=Jalisco';
    const shown = await channel(keyA, 'GET', url);
    expect(shown.statusCode, shown.body).toBe(200);
    const ids = shown.json().map((ad: { id: string }) => ad.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(waiting.id);
    expect((await channel(keyA, 'GET', '/api/ads/active?city=Monterrey&state=Nuevo%20Le%C3%B3n')).json()).toEqual([]);
    expect((await channel(keyB, 'GET', url)).json()).toEqual([]);
    expect((await call(company, 'GET', url)).statusCode).toBe(401);
    expect((await channel('clave-inventada', 'GET', url)).statusCode).toBe(401);

    const report = (key: string, body: object) => channel(key, 'POST', '/api/ads/events', body);
    expect((await report(keyA, { campaign: active.id, type: 'impression', count: 3 })).statusCode).toBe(204);
    expect((await report(keyA, { campaign: active.id, type: 'impression' })).statusCode).toBe(204);
    expect((await report(keyA, { campaign: active.id, type: 'click' })).statusCode).toBe(204);
    expect((await report(keyB, { campaign: active.id, type: 'click' })).statusCode).toBe(404);
    expect((await report(keyA, { campaign: later.id, type: 'click' })).statusCode).toBe(409);
    expect((await report(keyA, { campaign: active.id, type: 'view' })).statusCode).toBe(400);

    const stats = await call(company, 'GET', `/api/ads/stats?id=${active.id}`);
    expect(stats.statusCode, stats.body).toBe(200);
    const source = { key: expect.any(String), name: 'App de clientes', refusedImpressions: 0, refusedClicks: 0 };
    expect(stats.json()).toEqual([
      { day: today(), impressions: 4, clicks: 1, sources: [{ ...source, impressions: 4, clicks: 1 }] },
    ]);
    expect((await call(member, 'GET', `/api/ads/stats?id=${active.id}`)).statusCode).toBe(200);
    for (const session of [company2, otherCompany, otherAdmin])
      expect((await call(session, 'GET', `/api/ads/stats?id=${active.id}`)).statusCode).toBe(404);
    const listed = (await call(company, 'GET', `/api/ads/campaigns?company=${a1()}`)).json().items;
    expect(listed.find((item: { id: string }) => item.id === active.id)).toMatchObject({ impressions: 4, clicks: 1 });
  });
});

describe('reports that would inflate a campaign', () => {
  const report = (key: string, body: object) => channel(key, 'POST', '/api/ads/events', body);
  const running = async (title: string) => {
    const campaign = (await ask(company, { title })).json();
    expect((await call(admin, 'PUT', `/api/ads/approve?id=${campaign.id}`)).statusCode).toBe(200);
    return campaign.id as string;
  };

  it(`refuses more than ${AD_EVENT_MAX_COUNT} per event with 400 validation_failed`, async () => {
    const id = await running('Tortas ahogadas');
    const big = await report(keyA, { campaign: id, type: 'click', count: 1000 });
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toMatchObject({ code: 'validation_failed', details: [{ field: 'body.count' }] });
    expect((await report(keyA, { campaign: id, type: 'click', count: AD_EVENT_MAX_COUNT })).statusCode).toBe(204);
  });

  it('counts at most the minute’s limit per key and campaign; the rest is 429, not counted, and shown as refused for its key', async () => {
    const id = await running('Birria los domingos');
    const otherKey = await newKey(admin);
    // 100 reports of 50 clicks from one key: the old API counted all 5,000.
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => report(keyA, { campaign: id, type: 'click', count: AD_EVENT_MAX_COUNT })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const taken = statuses.filter((status) => status === 204).length;
    expect(taken).toBe(Math.floor(AD_EVENTS_PER_MINUTE.click / AD_EVENT_MAX_COUNT));
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - taken);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json().error).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Esta clave ya informó el máximo de clics por minuto de esta campaña/),
      details: { retry_after_seconds: wait, limit_per_minute: AD_EVENTS_PER_MINUTE.click },
    });
    // Impressions have their own limit, and another key of the partner its own minute.
    expect((await report(keyA, { campaign: id, type: 'impression', count: 5 })).statusCode).toBe(204);
    expect((await report(otherKey, { campaign: id, type: 'click', count: 2 })).statusCode).toBe(204);

    const clicks = taken * AD_EVENT_MAX_COUNT + 2;
    const [day] = (await call(company, 'GET', `/api/ads/stats?id=${id}`)).json();
    expect(day).toMatchObject({ day: today(), impressions: 5, clicks });
    expect(day.sources).toHaveLength(2);
    const byKey = async (key: string) => {
      const [row] = await t.db
        .select()
        .from(channelKeys)
        .where(eq(channelKeys.keyHash, hashToken(key)));
      return day.sources.find((source: { key: string }) => source.key === row.id);
    };
    expect(await byKey(keyA)).toMatchObject({
      impressions: 5,
      clicks: taken * AD_EVENT_MAX_COUNT,
      refusedImpressions: 0,
      refusedClicks: (100 - taken) * AD_EVENT_MAX_COUNT,
    });
    expect(await byKey(otherKey)).toMatchObject({ impressions: 0, clicks: 2, refusedClicks: 0 });
    const listed = (await call(company, 'GET', `/api/ads/campaigns?company=${a1()}`)).json().items;
    expect(listed.find((item: { id: string }) => item.id === id)).toMatchObject({ impressions: 5, clicks });
  });

  it('shows what was counted before sources were kept as "Sin origen registrado"', async () => {
    const id = await running('Pozole verde');
    await t.db.insert(adDailyStats).values({ campaignId: id, day: addDays(today(), -1), impressions: 40, clicks: 3 });
    expect((await report(keyA, { campaign: id, type: 'impression', count: 2 })).statusCode).toBe(204);
    const days = (await call(company, 'GET', `/api/ads/stats?id=${id}`)).json();
    const counted = { refusedImpressions: 0, refusedClicks: 0 };
    expect(days).toEqual([
      {
        day: addDays(today(), -1),
        impressions: 40,
        clicks: 3,
        sources: [{ key: null, name: 'Sin origen registrado', impressions: 40, clicks: 3, ...counted }],
      },
      {
        day: today(),
        impressions: 2,
        clicks: 0,
        sources: [{ key: expect.any(String), name: 'App de clientes', impressions: 2, clicks: 0, ...counted }],
      },
    ]);
  });
});
