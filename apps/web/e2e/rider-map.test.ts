import { DEFAULT_PAGE_LIMIT } from '@backoffice/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { baseUrl, launchBrowser, newPage, signInAs } from './browser.ts';
import { apiSession } from './demo-api.ts';
import { call, postPosition, riderOnShift } from './rider-api.ts';

/**
 * The dispatcher's live map (decision 048): a rider of this run signs in through the API, posts positions through
 * the API, and the partner's /riders map shows the marker grey for an old position, then live, then moved.
 */
let browser: Browser;
let staffCookie: string;

const marker = (page: Page, riderId: string) => page.locator(`[data-testid="rider-marker"][data-rider="${riderId}"]`);

beforeAll(async () => {
  browser = await launchBrowser();
  staffCookie = (await apiSession(baseUrl(), 'socio@demo.test')).cookie;
  // More riders than one page of the list, as after a day of invitations (and as earlier files leave the demo): the
  // map is read and checked with the list's page controls on screen.
  const { body } = await call<{ total: number }>(staffCookie, '/riders/list?limit=1');
  for (let index = body.total; index <= DEFAULT_PAGE_LIMIT; index++) {
    const created = await call(staffCookie, '/riders', 'POST', {
      name: `Relleno ${index} ${Date.now() % 100000}`,
      // 33 and any eight digits is a valid Mexican mobile; 34 is not always one (libphonenumber's ranges).
      phone: `33${String(Date.now() * 100 + index).slice(-8)}`,
      vehicle: 'moto',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
});
afterAll(() => browser?.close());

describe("the dispatcher's live map", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`shows an old position grey, then live, then moving (${viewport.width} px)`, async () => {
      const rider = await riderOnShift(staffCookie, `Mapa ${viewport.width} ${Date.now() % 100000}`);
      // Three minutes old: past the 2-minute mark, so grey ("sin señal").
      await postPosition(rider.cookie, 20.6736, -103.344, new Date(Date.now() - 3 * 60_000));

      const page = await newPage(browser, viewport);
      await signInAs(page, 'socio@demo.test');
      await page.goto('/riders');
      await page.getByTestId('rider-map').and(page.locator('[data-ready="true"]')).waitFor();
      const stale = marker(page, rider.id);
      await stale.and(page.locator('[data-freshness="stale"]')).waitFor();
      const line = page.getByTestId('rider-map-line').and(page.locator(`[data-rider="${rider.id}"]`));
      await line.getByText(/sin señal, hace 3 min/).waitFor();
      expect(await seriousViolations(page), 'riders map').toEqual([]);

      // A fresh position: the marker turns live where it is, then follows the rider. Only through the live event
      // (`rider:positions:*`, decision 048): from here the map's re-reads are held and never answered.
      await page.route('**/api/riders/map*', () => undefined);
      await postPosition(rider.cookie, 20.6736, -103.344, new Date());
      await marker(page, rider.id).and(page.locator('[data-freshness="live"]')).waitFor();
      await postPosition(rider.cookie, 20.6801, -103.3502, new Date());
      await marker(page, rider.id).and(page.locator('[data-lat="20.6801"][data-lng="-103.3502"]')).waitFor();
      await line.getByText(/Libre · (ahora|hace \d+ s)/).waitFor();
      await page.close();
    });
  }
});
