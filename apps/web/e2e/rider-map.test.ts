import { DEFAULT_PAGE_LIMIT } from '@backoffice/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, newPage, signInAs } from './browser.ts';
import { postPosition, riderOnShift } from './rider-api.ts';
import { apiCall, freshTenant, type Tenant } from './tenant.ts';

/**
 * The dispatcher's live map (decision 048): a rider of this run signs in through the API, posts positions through
 * the API, and the partner's /riders map shows the marker grey for an old position, then live, then moved.
 */
let browser: Browser;
/** A partner of its own: the map shows its riders only. */
let tenant: Tenant;

const marker = (page: Page, riderId: string) => page.locator(`[data-testid="rider-marker"][data-rider="${riderId}"]`);

beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant();
  // More riders than one page of the list, as after a day of invitations: the map is read and checked with the
  // list's page controls on screen.
  await Promise.all(
    Array.from({ length: DEFAULT_PAGE_LIMIT + 1 }, (_, index) =>
      apiCall(tenant.base, tenant.adminCookie, '/riders', 'POST', {
        name: `Relleno ${index + 1} ${process.pid}`,
        // 33 and eight digits is a valid Mexican mobile; this file's process and the index keep it unique.
        phone: `33${String(process.pid % 10_000).padStart(4, '0')}9${String(index).padStart(3, '0')}`,
        vehicle: 'moto',
      }),
    ),
  );
});
afterAll(() => browser?.close());

describe("the dispatcher's live map", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`shows an old position grey, then live, then moving (${viewport.width} px)`, async () => {
      const rider = await riderOnShift(tenant.adminCookie, `Mapa ${viewport.width} ${Date.now() % 100000}`);
      // Three minutes old: past the 2-minute mark, so grey ("sin señal").
      await postPosition(rider.cookie, 20.6736, -103.344, new Date(Date.now() - 3 * 60_000));

      const page = await newPage(browser, viewport);
      await signInAs(page, tenant.admin.email, tenant.admin.password);
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
