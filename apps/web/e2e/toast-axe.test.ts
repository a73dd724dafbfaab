import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { baseUrl, dataDir, launchBrowser, newPage, signInAs } from './browser.ts';
import { apiSession, demoOrderChannel, type OrderChannel, type PlacedOrder, placeOrder } from './demo-api.ts';

// WCAG 2.2 AA as axe-core checks it, with the new-order toast on screen: its close button named,
// its text readable.

let browser: Browser;
let channel: OrderChannel;
const placed: PlacedOrder[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  channel = await demoOrderChannel(baseUrl(), dataDir());
});
afterAll(async () => {
  // Refused through the API, so that no other screen keeps ringing for them.
  const { cookie } = await apiSession(baseUrl(), 'empresa@demo.test');
  for (const order of placed)
    await fetch(`${baseUrl()}/api/orders/status?ID=${order.id}&status=rejected`, {
      method: 'PUT',
      headers: { cookie, 'X-App-Id': 'backoffice-web', 'Order-Manager': Buffer.from('Prueba').toString('base64') },
    });
  await browser?.close();
});

describe('the new-order toast, axe-core', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
    { width: 1366, height: 768 },
  ]) {
    it(`no serious or critical violation on /orders with the toast open at ${viewport.width}px`, async () => {
      const page = await newPage(browser, viewport);
      await signInAs(page, 'empresa@demo.test');
      await page.goto('/orders');
      await page.getByText('En línea').waitFor();
      // The list has loaded: what arrives from now on is new and alerts.
      await page.getByTestId('order-card').first().waitFor();

      const customer = `Cliente Aviso ${viewport.width}`;
      const order = await placeOrder(channel, customer);
      placed.push(order);
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
