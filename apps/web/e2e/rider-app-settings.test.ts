import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, newPage, pageApi, signInAs, tapSwitch } from './browser.ts';
import { freshTenant, type Tenant } from './tenant.ts';

let browser: Browser;
/** A partner of its own: its riders' rules change here and nowhere else. */
let tenant: Tenant;
beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant();
});
afterAll(() => browser?.close());

type Settings = { acceptSeconds: number; proof: string; autoAssign: boolean };

describe("the riders' app rules on the partner's account (decision 055)", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
  ]) {
    it(`turns auto-assign on and off at ${viewport.width} px`, async () => {
      const page = await newPage(browser, viewport);
      await signInAs(page, tenant.admin.email, tenant.admin.password);
      const before = await pageApi<Settings>(page, '/riders/app-settings');
      try {
        await page.goto('/account');
        const panel = page.getByTestId('rider-app-settings');
        await panel.getByRole('heading', { name: 'App de repartidores' }).waitFor();
        const toggle = panel.getByLabel('Asignar automáticamente al primer sugerido');
        await toggle.waitFor({ state: 'attached' });
        expect(await toggle.isChecked()).toBe(before.autoAssign);
        if (!before.autoAssign) await tapSwitch(toggle);
        await panel.getByRole('button', { name: 'Guardar reglas' }).click();
        await page.getByText('Reglas de repartidores guardadas.').waitFor();
        expect((await pageApi<Settings>(page, '/riders/app-settings')).autoAssign).toBe(true);
        expect(await seriousViolations(page), 'rider app settings').toEqual([]);
        await page.reload();
        await panel.getByRole('heading', { name: 'App de repartidores' }).waitFor();
        await expect.poll(() => toggle.isChecked()).toBe(true);
        await tapSwitch(toggle);
        await panel.getByRole('button', { name: 'Guardar reglas' }).click();
        await expect.poll(async () => (await pageApi<Settings>(page, '/riders/app-settings')).autoAssign).toBe(false);
      } finally {
        // The next size starts from the rules this one found.
        await pageApi(page, '/riders/app-settings', 'PUT', before);
        await page.context().close();
      }
    });
  }
});
