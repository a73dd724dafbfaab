import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAs } from './browser.ts';
import { type OrderChannel, type PlacedOrder, placeOrder } from './demo-api.ts';
import { apiCall, freshTenant, signIn, type TenantCompany } from './tenant.ts';

let browser: Browser;
let shop: TenantCompany;
let channel: OrderChannel;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const card = (page: Page, order: PlacedOrder) =>
  page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
const takeover = (page: Page) => page.getByRole('dialog', { name: /^Nuevo pedido #\d+$/ });
const shownOrder = (page: Page) => page.getByTestId('counter-takeover').getAttribute('data-order-id');

/** Another device of the shop acts on the order through the API (its change arrives here live). */
const actElsewhere = async (order: PlacedOrder, status: 'accepted' | 'rejected') => {
  const { cookie } = await signIn(channel.base, shop);
  const query = status === 'accepted' ? `ID=${order.id}&status=accepted&minutes=20` : `ID=${order.id}&status=rejected`;
  await apiCall(channel.base, cookie, `/orders/status?${query}`, 'PUT', undefined, [200], {
    'Order-Manager': Buffer.from('Caja 2').toString('base64'),
  });
};

describe('counter mode (modo mostrador)', () => {
  it('a new order takes the tablet screen until someone acts; several queue; another device closes it', async () => {
    // A shop of this attempt's own, with no order yet.
    [shop] = (await freshTenant()).companies;
    channel = shop.channel;
    const page = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(page, shop.email, shop.password);
    await page.goto('/orders');
    await page.getByText('En línea').waitFor();

    // Off by default: a new order is the toast and the card, the screen stays as it was.
    const before = await placeOrder(channel, 'Cliente Sin Mostrador');
    await card(page, before).waitFor({ timeout: 5000 });
    await page.getByText(`#${before.number} de Cliente Sin Mostrador`).waitFor();
    expect(await takeover(page).count()).toBe(0);

    // Switched on from the orders screen, remembered on this device.
    await page.getByRole('switch', { name: /Modo mostrador/ }).check();
    await page.getByText('Modo mostrador activado').waitFor();
    await page.reload();
    await page.getByText('En línea').waitFor();
    // The list has loaded: what arrives from now on is new.
    await card(page, before).waitFor();
    expect(await page.getByRole('switch', { name: /Modo mostrador/ }).isChecked()).toBe(true);

    const first = await placeOrder(channel, 'Cliente Mostrador Uno');
    const dialog = takeover(page);
    await dialog.waitFor({ timeout: 5000 });
    expect(await shownOrder(page)).toBe(first.id);
    await dialog.getByRole('heading', { name: `Nuevo pedido #${first.number}` }).waitFor();
    // What to decide with: the items, the total, the customer, the minute chips, accept and reject.
    await dialog.getByText('Cliente Mostrador Uno').first().waitFor();
    await dialog.getByText('Total', { exact: true }).waitFor();
    await dialog.getByRole('group', { name: 'Listo en' }).waitFor();
    await dialog.getByRole('button', { name: /^Aceptar pedido/ }).waitFor();
    await dialog.getByRole('button', { name: 'Rechazar' }).waitFor();
    // It is the whole screen and has the focus.
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.width).toBeGreaterThanOrEqual(760);
    expect(box!.height).toBeGreaterThanOrEqual(1000);
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
      .toBe(true);
    // No toast on top of its buttons.
    expect(await page.getByText(`#${first.number} de Cliente Mostrador Uno`).count()).toBe(0);

    // A second order waits behind the first.
    const second = await placeOrder(channel, 'Cliente Mostrador Dos');
    await dialog.getByText('1 más en espera').waitFor({ timeout: 5000 });
    expect(await shownOrder(page)).toBe(first.id);

    // "Ver después": the first stays waiting in the list, the second takes the screen.
    await dialog.getByRole('button', { name: 'Ver después' }).click();
    await expect.poll(() => shownOrder(page), { timeout: 5000 }).toBe(second.id);
    await dialog.getByRole('heading', { name: `Nuevo pedido #${second.number}` }).waitFor();
    expect(await dialog.getByText('más en espera').count()).toBe(0);

    // One tap on a chip, one on accept: it closes and confirms briefly.
    await dialog.getByRole('button', { name: '15 min', exact: true }).click();
    await dialog.getByRole('button', { name: 'Aceptar pedido (15 min)' }).click();
    await takeover(page).waitFor({ state: 'hidden', timeout: 5000 });
    await page.getByText(`Pedido #${second.number}: aceptado, listo en 15 min.`).waitFor();
    await card(page, second).getByText('Aceptado', { exact: true }).waitFor();
    await card(page, first).getByText('Nuevo', { exact: true }).first().waitFor();

    // Accepted or rejected on another device, it leaves this screen by itself.
    const third = await placeOrder(channel, 'Cliente Mostrador Tres');
    await expect.poll(() => shownOrder(page), { timeout: 5000 }).toBe(third.id);
    await actElsewhere(third, 'rejected');
    await takeover(page).waitFor({ state: 'hidden', timeout: 5000 });

    // Switched off from the header's menu: the next order is a toast again.
    await page.getByRole('button', { name: /Menú de la cuenta/ }).click();
    await page.getByRole('menuitem', { name: 'Modo mostrador: activado' }).click();
    expect(await page.getByRole('switch', { name: /Modo mostrador/ }).isChecked()).toBe(false);
    const after = await placeOrder(channel, 'Cliente Tras Mostrador');
    await page.getByText(`#${after.number} de Cliente Tras Mostrador`).waitFor({ timeout: 5000 });
    expect(await takeover(page).count()).toBe(0);

    await page.context().close();
  }, 120_000);
});
