import { addDays, localDate } from '@backoffice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseAds } from '../scripts/simulator/ads.ts';
import { AD_EVENTS_PER_MINUTE } from '../src/modules/ads/ads-limits.ts';
import { asHeaders, createTenants, createTestApp, signIn, type TestApp } from './helper.ts';

let t: TestApp;
let baseUrl: string;
let key: string;
let campaign: string;
let company: Awaited<ReturnType<typeof signIn>>;
const place = { city: 'Guadalajara', state: 'Jalisco' };

beforeAll(async () => {
  t = await createTestApp();
  const tenants = await createTenants(t.db);
  company = await signIn(t.app, tenants.a.emails.company);
  const admin = asHeaders(await signIn(t.app, tenants.a.emails.admin));
  const call = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  key = (await call('POST', '/api/channel-keys', admin, { name: 'Simulador' })).json().key;
  await call('PUT', '/api/ads/prices', admin, { home_featured: 100, banner: 100, category_first: 100 });
  const today = localDate(new Date(), 'America/Mexico_City');
  campaign = (
    await call('POST', '/api/ads/campaigns', asHeaders(company), {
      company: tenants.a.companies[0].id,
      placement: 'banner',
      startDate: today,
      endDate: addDays(today, 1),
      title: 'Tacos al 2x1',
      image: '/api/uploads/anuncio.png',
    })
  ).json().id;
  await call('PUT', `/api/ads/approve?id=${campaign}`, admin);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('the simulator as a customer app', () => {
  it('reads the city’s active ads over HTTP with the channel key and reports impressions and clicks', async () => {
    const first = await browseAds(baseUrl, key, place, () => true);
    expect(first.shown.map((ad) => ad.id)).toEqual([campaign]);
    expect(first.clicked.map((ad) => ad.id)).toEqual([campaign]);
    await browseAds(baseUrl, key, place, () => false);
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/ads/stats?id=${campaign}`,
      headers: asHeaders(company),
    });
    expect(stats.json()).toMatchObject([{ impressions: 2, clicks: 1 }]);
    await expect(browseAds(baseUrl, 'clave-inventada', place, () => true)).rejects.toThrow(/401/);
  });

  it('carries on past the key’s clicks of the minute, counting the refused reports instead of failing', async () => {
    let refused = 0;
    // The first test spent one click of this minute.
    for (let visit = 1; visit < AD_EVENTS_PER_MINUTE.click + 1; visit++) {
      const browse = await browseAds(baseUrl, key, place, () => true);
      refused += browse.refused;
    }
    expect(refused).toBe(1);
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/ads/stats?id=${campaign}`,
      headers: asHeaders(company),
    });
    expect(stats.json()[0]).toMatchObject({ clicks: AD_EVENTS_PER_MINUTE.click });
    expect(stats.json()[0].sources).toMatchObject([{ name: 'Simulador', refusedClicks: 1 }]);
  });
});
