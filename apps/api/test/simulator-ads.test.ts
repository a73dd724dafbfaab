import { addDays, localDate } from '@backoffice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseAds } from '../scripts/simulator/ads.ts';
import { AD_EVENTS_PER_MINUTE } from '../src/modules/ads/ads-limits.ts';
import { listenOnLoopback, requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let baseUrl: string;
let key: string;
let campaign: string;
let company: Session;
const place = { city: 'Guadalajara', state: 'Jalisco' };
const call = requester(() => t.app);

beforeAll(async () => {
  let admin: Session;
  let tenants: Tenants;
  ({
    t,
    tenants,
    sessions: { company, admin },
  } = await startWithTenants(['company', 'admin']));
  key = (await call(admin, 'POST', '/api/channel-keys', { name: 'Simulador' })).json().key;
  await call(admin, 'PUT', '/api/ads/prices', { home_featured: 100, banner: 100, category_first: 100 });
  const today = localDate(new Date(), 'America/Mexico_City');
  campaign = (
    await call(company, 'POST', '/api/ads/campaigns', {
      company: tenants.a.companies[0].id,
      placement: 'banner',
      startDate: today,
      endDate: addDays(today, 1),
      title: 'Tacos al 2x1',
      image: '/api/uploads/anuncio.png',
    })
  ).json().id;
  await call(admin, 'PUT', `/api/ads/approve?id=${campaign}`);
  baseUrl = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

describe('the simulator as a customer app', () => {
  it('reads the city’s active ads over HTTP with the channel key and reports impressions and clicks', async () => {
    const first = await browseAds(baseUrl, key, place, () => true);
    expect(first.shown.map((ad) => ad.id)).toEqual([campaign]);
    expect(first.clicked.map((ad) => ad.id)).toEqual([campaign]);
    await browseAds(baseUrl, key, place, () => false);
    const stats = await call(company, 'GET', `/api/ads/stats?id=${campaign}`);
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
    const stats = await call(company, 'GET', `/api/ads/stats?id=${campaign}`);
    expect(stats.json()[0]).toMatchObject({ clicks: AD_EVENTS_PER_MINUTE.click });
    expect(stats.json()[0].sources).toMatchObject([{ name: 'Simulador', refusedClicks: 1 }]);
  });
});
