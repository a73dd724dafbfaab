import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, newPage, signInAs } from './browser.ts';
import { call, riderOnShift } from './rider-api.ts';
import { freshTenant, type Tenant } from './tenant.ts';

/**
 * An errand a rider gives back: a rider of this run declines the offer on "its phone" (the API) and the
 * dispatcher's card says who and why, live, until it is assigned again; the errand's detail says it too, with the time.
 */
let browser: Browser;
/** A partner of its own: its dispatcher's board holds only this file's errands and riders. */
let tenant: Tenant;
let staffCookie: string;
const MANAGER = { 'Order-Manager': btoa('Prueba') };

beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant();
  staffCookie = tenant.adminCookie;
});
afterAll(() => browser?.close());

describe('a returned errand on the dispatcher’s board', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    it(`says who gave it back and why until it is assigned again (${viewport.width} px)`, async () => {
      const stamp = `${viewport.width}-${Date.now() % 1_000_000}`;
      const rider = await riderOnShift(staffCookie, `Devuelve ${stamp}`);
      const created = await call<{ id: string }>(staffCookie, '/errands', 'POST', {
        pickup: { address: `Recoger devuelto ${stamp}` },
        dropoff: { address: `Entregar devuelto ${stamp}` },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const errandId = created.body.id;
      const assign = (riderId: string) =>
        call(staffCookie, `/errands/status?ID=${errandId}&status=assigned&rider=${riderId}`, 'PUT', undefined, MANAGER);
      expect((await assign(rider.id)).status).toBe(200);

      const page = await newPage(browser, viewport);
      await signInAs(page, tenant.admin.email, tenant.admin.password);
      await page.goto('/orders');
      await page.getByText('En línea').waitFor();
      await page.getByRole('tab', { name: /Mandados/ }).click();
      const card = page.getByTestId('errand-card').filter({ hasText: `Entregar devuelto ${stamp}` });
      await card.getByText('Asignado', { exact: true }).waitFor();
      expect(await card.getByTestId('errand-returned').count()).toBe(0);

      // The rider opens the offer and declines it: the card turns pending with the reason, without a reload.
      expect((await call(rider.cookie, `/r/tasks/task?ID=${errandId}`)).status).toBe(200);
      const declined = await call(rider.cookie, '/r/tasks/action', 'POST', {
        actionId: crypto.randomUUID(),
        task: errandId,
        action: 'decline',
        reason: 'too_far',
      });
      expect(declined.status, JSON.stringify(declined.body)).toBe(200);
      await card
        .getByTestId('errand-returned')
        .getByText(`Devuelto por Devuelve ${stamp} · rechazó: me queda lejos`)
        .waitFor();
      await card.getByText('Pendiente', { exact: true }).waitFor();
      expect(await seriousViolations(page), 'returned errand card').toEqual([]);

      // The errand's detail carries the same mark, with the time it came back.
      await card.getByRole('button', { name: 'Ver detalle' }).click();
      const detail = page.getByTestId('errand-detail');
      const mark = detail.getByTestId('errand-returned');
      await mark.getByText(`Devuelto por Devuelve ${stamp} · rechazó: me queda lejos`).waitFor();
      expect(await mark.getByTestId('errand-returned-at').innerText()).toMatch(
        /^Devuelto a las \d{1,2}:\d{2} [ap]\. m\.$/,
      );
      expect(await seriousViolations(page), 'returned errand detail').toEqual([]);
      await page.getByRole('button', { name: 'Cerrar detalle' }).click();
      await detail.waitFor({ state: 'detached' });

      // Assigned again, the mark goes.
      const next = await riderOnShift(staffCookie, `Toma ${stamp}`);
      expect((await assign(next.id)).status).toBe(200);
      await card.getByText('Asignado', { exact: true }).waitFor();
      await card.getByTestId('errand-returned').waitFor({ state: 'detached' });
      await page.close();
    }, 60_000);
  }
});
