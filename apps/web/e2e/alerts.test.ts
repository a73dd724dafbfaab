import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAs } from './browser.ts';
import { type OrderChannel, type PlacedOrder, placeOrder } from './demo-api.ts';
import { ordersListed } from './live-events.ts';
import { freshTenant, type TenantCompany } from './tenant.ts';

let browser: Browser;
/** A shop of its own: nothing rings on it but what this file places. */
let shop: TenantCompany;
let channel: OrderChannel;

const card = (page: Page, order: PlacedOrder) =>
  page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
const ringing = (page: Page) => page.getByTestId('header-sound').getAttribute('data-ringing');

beforeAll(async () => {
  browser = await launchBrowser();
  [shop] = (await freshTenant()).companies;
  channel = shop.channel;
});
afterAll(() => browser?.close());

describe('alerts on every screen', () => {
  it('alerts a company on Inicio within 2 s and stops the sound when another device accepts', async () => {
    // A shop of this attempt's own: a retry does not find the first attempt's order still ringing.
    const [shop] = (await freshTenant()).companies;
    const { channel } = shop;
    const home = await newPage(browser, { width: 1280, height: 800 });
    await signInAs(home, shop.email, shop.password);
    await home.goto('/home');
    await home.getByTestId('connection-indicator').getByText('En línea').waitFor();
    // The sound state is always in the header (Chromium here allows audio without a touch).
    await home.getByRole('button', { name: 'Sonido activado' }).waitFor();
    // The shop's first list has arrived, with nothing waiting in it.
    await expect.poll(() => ringing(home), { timeout: 10_000 }).toBe('0');

    const order = await placeOrder(channel, 'Cliente En Inicio');
    const placedAt = Date.now();
    await home.getByText('Nuevo pedido!').first().waitFor({ timeout: 2000 });
    expect(Date.now() - placedAt).toBeLessThan(2000);
    expect(new URL(home.url()).pathname).toBe('/home');
    await home.getByText(`#${order.number} de Cliente En Inicio`).waitFor();
    await home.getByTestId('orders-waiting-badge').first().waitFor();
    await expect.poll(() => ringing(home), { timeout: 5000 }).toBe('1');
    await home.getByTestId('ringing').waitFor();

    // Another tablet of the same shop accepts it: the first one stops ringing for it.
    const counter = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(counter, shop.email, shop.password);
    await counter.goto('/orders');
    // Who attends is changed from the header, at any time, not in the middle of accepting.
    await counter.getByRole('button', { name: '¿Quién atiende?' }).click();
    const who = counter.getByRole('dialog', { name: '¿Quién atiende?' });
    await who.getByLabel('Nombre de quien atiende').fill('Lupita');
    await who.getByRole('button', { name: 'Continuar' }).click();
    await counter.getByRole('button', { name: 'Atiende: Lupita' }).waitFor();
    await card(counter, order).click();
    const detail = counter.getByTestId('order-detail');
    await detail.getByRole('button', { name: '15 min', exact: true }).click();
    await detail.getByRole('button', { name: 'Aceptar pedido (15 min)' }).click();
    await detail.getByText('Aceptado', { exact: true }).first().waitFor();

    await expect.poll(() => ringing(home), { timeout: 5000 }).toBe('0');
    await home.context().close();
    await counter.context().close();
  });

  it('the toast button opens the order', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signInAs(page, shop.email, shop.password);
    await page.goto('/products');
    await page.getByTestId('connection-indicator').getByText('En línea').waitFor();
    const order = await placeOrder(channel, 'Cliente Del Botón');
    await page.getByRole('button', { name: 'Ver pedido' }).first().click();
    await page.waitForURL((url) => url.pathname === '/orders');
    await page.getByTestId('order-detail').getByText('Cliente Del Botón').first().waitFor();
    // The drawer opened is this order's, not merely some order with this customer.
    await page.getByText(`Pedido #${order.number}`, { exact: true }).first().waitFor();
    await page.context().close();
  });

  it('says since when the connection is lost, and on coming back shows and announces what arrived', async () => {
    const page = await newPage(browser, { width: 768, height: 1024 });
    // The tablet's clock is the test's to move (its timers and Date): half a minute offline takes no real time.
    await page.clock.install();
    await signInAs(page, shop.email, shop.password);
    await page.goto('/orders');
    const indicator = page.getByTestId('connection-indicator');
    await indicator.getByText('En línea').waitFor();
    await ordersListed(page);

    await page.context().setOffline(true);
    await indicator.getByText('Reconectando…').waitFor({ timeout: 5000 });
    const meanwhile = [
      await placeOrder(channel, 'Cliente Sin Red Uno'),
      await placeOrder(channel, 'Cliente Sin Red Dos'),
    ];
    const since = indicator.getByText(/^Sin conexión desde \d{1,2}:\d\d [ap]\. m\.$/);
    // Not before 30 s offline…
    await page.clock.fastForward('00:25');
    await indicator.getByText('Reconectando…').waitFor();
    expect(await since.count()).toBe(0);
    // …and then it says since when.
    await page.clock.fastForward('00:06');
    await since.waitFor({ timeout: 5000 });
    // Past the list's periodic catch-up (30 s) too: nothing arrives while offline.
    await page.clock.fastForward('00:10');
    for (const order of meanwhile) expect(await card(page, order).count()).toBe(0);

    await page.context().setOffline(false);
    for (const order of meanwhile) await card(page, order).waitFor({ timeout: 15_000 });
    await page.getByText('Mientras no había conexión llegaron 2 pedidos nuevos.').waitFor({ timeout: 5000 });
    await indicator.getByText('En línea').waitFor({ timeout: 15_000 });
    await page.context().close();
  });
});
