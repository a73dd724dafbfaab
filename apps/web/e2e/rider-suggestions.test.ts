import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, newPage, signInAs } from './browser.ts';
import { call, postPosition, riderOnShift } from './rider-api.ts';
import { freshTenant, type Tenant } from './tenant.ts';

/**
 * The suggestion in "Asignar repartidor" (decision 048): riders of this run post positions through the API around
 * a pickup; the dialog ranks the free ones by distance, each with its reason, leaves the busy one out of the first
 * places, and a tap on a suggestion assigns that rider.
 */
let browser: Browser;

const PICKUP = { lat: 25.6866, lng: -100.3161 };
const MANAGER = { 'Order-Manager': btoa('Prueba') };

type Created = { id: string; number: number };
const newErrand = async (tenant: Tenant, label: string, pickup: { lat: number; lng: number }) => {
  const created = await call<Created>(tenant.adminCookie, '/errands', 'POST', {
    pickup: { address: `Recoger ${label}, Monterrey`, ...pickup },
    dropoff: { address: `Entregar ${label}, Monterrey` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the rider suggestion when assigning an errand', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`ranks free riders by distance with the reason, busy ones after (${viewport.width} px)`, async () => {
      // A partner of this attempt's own: its riders are the only ones there are (a retry or the next size never
      // finds the riders of the one before).
      const tenant = await freshTenant();
      const staffCookie = tenant.adminCookie;
      const pickup = PICKUP;
      const stamp = `${viewport.width}-${Date.now() % 1_000_000}`;
      const [near, far, busy] = await Promise.all(
        ['Cerca', 'Lejos', 'Ocupado'].map((name) => riderOnShift(staffCookie, `${name} ${stamp}`)),
      );
      const now = new Date();
      await postPosition(near.cookie, pickup.lat + 0.0034, pickup.lng, now); // ~380 m north
      await postPosition(far.cookie, pickup.lat + 0.02, pickup.lng, now); // ~2.2 km north
      await postPosition(busy.cookie, pickup.lat, pickup.lng, now); // at the pickup, but carrying an errand
      const carried = await newErrand(tenant, `ocupado ${stamp}`, pickup);
      const assigned = await call(
        staffCookie,
        `/errands/status?ID=${carried.id}&status=assigned&rider=${busy.id}`,
        'PUT',
        undefined,
        MANAGER,
      );
      expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
      const errand = await newErrand(tenant, `sugerido ${stamp}`, pickup);

      const page = await newPage(browser, viewport);
      await signInAs(page, tenant.admin.email, tenant.admin.password);
      await page.goto('/orders');
      await page.getByText('En línea').waitFor();
      await page.getByRole('tab', { name: /Mandados/ }).click();
      const card = page.getByTestId('errand-card').filter({ hasText: `Entregar sugerido ${stamp}` });
      await card.getByRole('button', { name: 'Ver detalle' }).click();
      const detail = page.getByTestId('errand-detail');
      await detail.getByRole('button', { name: 'Asignar repartidor' }).click();
      const picker = page.getByRole('dialog', { name: 'Asignar repartidor' });
      const list = picker.getByTestId('rider-suggestions').and(page.locator('[data-state="success"]'));
      await list.waitFor();

      // Free first, by distance. The busy one, at the pickup itself, comes after every free rider on shift.
      const ranked = (await list
        .getByTestId('rider-suggestion')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-rider')))) as string[];
      expect(ranked.slice(0, 2)).toEqual([near.id, far.id]);
      const reason = (id: string) =>
        list.locator(`[data-rider="${id}"]`).getByTestId('rider-suggestion-reason').textContent();
      expect(await reason(near.id)).toBe('libre · 380 m');
      expect(await reason(far.id)).toBe('libre · 2.2 km');
      expect(await seriousViolations(page), 'assign dialog with suggestions').toEqual([]);

      // A tap selects the suggested rider; "Asignar" gives it the errand.
      const choice = list.locator(`[data-rider="${far.id}"]`);
      await choice.click();
      await list.locator(`[data-rider="${far.id}"][aria-pressed="true"]`).waitFor();
      await picker.getByRole('button', { name: 'Asignar', exact: true }).click();
      await picker.waitFor({ state: 'hidden' });
      await detail.getByText(`Lejos ${stamp}`).first().waitFor();
      const saved = await call<{ status: string; rider: string | null }>(
        staffCookie,
        `/errands/errand?ID=${errand.id}`,
      );
      expect(saved.body).toMatchObject({ status: 'assigned', rider: far.id });
      await page.close();
    }, 60_000);
  }
});
