import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, newPage, signInAs } from './browser.ts';
import { placeOrder } from './demo-api.ts';
import { ordersListed } from './live-events.ts';
import { freshTenant, type TenantCompany } from './tenant.ts';

// WCAG 2.2 AA as axe-core checks it, with the new-order toast on screen: its close button named,
// its text readable.

let browser: Browser;
/** A shop of its own: what rings on it is what this file placed. */
let shop: TenantCompany;

beforeAll(async () => {
  browser = await launchBrowser();
  [shop] = (await freshTenant()).companies;
});
afterAll(() => browser?.close());

describe('the new-order toast, axe-core', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
    { width: 1366, height: 768 },
  ]) {
    it(`no serious or critical violation on /orders with the toast open at ${viewport.width}px`, async () => {
      const page = await newPage(browser, viewport);
      await signInAs(page, shop.email, shop.password);
      await page.goto('/orders');
      await page.getByText('En línea').waitFor();
      // The list has loaded: what arrives from now on is new and alerts.
      await ordersListed(page);

      const customer = `Cliente Aviso ${viewport.width}`;
      const order = await placeOrder(shop.channel, customer);
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: `#${order.number} de ${customer}` });
      await toast.waitFor();
      // The pointer on the toast holds it open (Mantine pauses its timer) for as long as axe reads the page.
      await toast.getByText('Nuevo pedido!').hover();
      await toast.getByRole('button', { name: 'Cerrar aviso' }).waitFor();

      expect(await seriousViolations(page)).toEqual([]);
      // It was there all along: the findings above include it.
      expect(await toast.isVisible()).toBe(true);

      // Its close button does close it.
      await toast.getByRole('button', { name: 'Cerrar aviso' }).click();
      await toast.waitFor({ state: 'detached' });
      await page.context().close();
    }, 60_000);
  }
});
