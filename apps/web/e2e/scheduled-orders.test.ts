import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { baseUrl, launchBrowser, newPage, signInAs } from './browser.ts';
import { apiSession } from './demo-api.ts';
import { fillCartWithWaters } from './storefront-checkout.ts';

// Orders for later (decision 054): a customer schedules an order on a phone; the shop's tablet shows it
// at once, quiet, under "Programados"; it rings as a new order at its due time (slot minus preparation minutes).
// The shop's page runs on Playwright's clock, moved forward to the due time: nothing is slept.

const SLUG = 'tacos-el-guero';
const run = Date.now().toString(36);
const NAME = `Cliente Programado ${run}`;
let browser: Browser;
let customer: BrowserContext | undefined;
let shop: Page | undefined;
let dispatcher: Page | undefined;
let session: { cookie: string; companyId: string; preparationMinutes: number };

const companyCall = (path: string, method: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      cookie: session.cookie,
      'X-App-Id': 'backoffice-web',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The tablet's count of ringing orders, and the company's orders waiting to be accepted (what its list holds). */
const ringing = async () => Number(await shop?.getByTestId('header-sound').getAttribute('data-ringing'));
const waitingOrders = async () => {
  const response = await companyCall(`/orders/company/pag?company=${session.companyId}&limit=100`, 'GET');
  const { items } = (await response.json()) as { items: { status: string }[] };
  return items.filter((order) => order.status === 'pending').length;
};

beforeAll(async () => {
  browser = await launchBrowser();
  const { cookie, body } = await apiSession(baseUrl(), 'empresa@demo.test');
  session = { cookie, companyId: body.business.id, preparationMinutes: 0 };
  // The shop takes orders for later in 30-minute slots from 45 minutes ahead, with room for every run.
  const saved = await companyCall(`/companies?ID=${session.companyId}`, 'PUT', {
    slotMinutes: 30,
    slotLeadMinutes: 45,
    slotCapacity: 100,
    slotDaysAhead: 2,
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  session.preparationMinutes = ((await saved.json()) as { preparationMinutes: number }).preparationMinutes;
}, 60_000);
afterAll(async () => {
  await customer?.close();
  await shop?.context().close();
  await dispatcher?.context().close();
  await browser?.close();
});

describe('an order for later', () => {
  it('is scheduled on a phone, shows quiet on the tablet and the dispatcher, and rings at its due time on both, even opened early', async () => {
    // The shop's tablet, on a clock the test can move, open on the orders screen before the order arrives.
    shop = await newPage(browser, { width: 768, height: 1024 });
    await shop.clock.install();
    await signInAs(shop, 'empresa@demo.test');
    await shop.goto('/orders');
    await shop.getByTestId('connection-indicator').getByText('En línea').waitFor();
    // Orders that earlier files on this server left waiting ring as soon as the list arrives: count them first.
    const waitingBefore = await waitingOrders();
    await expect.poll(ringing, { timeout: 10_000 }).toBe(waitingBefore);
    // The partner's dispatcher follows the shop, on a clock of its own.
    dispatcher = await newPage(browser, { width: 1280, height: 800 });
    await dispatcher.clock.install();
    await signInAs(dispatcher, 'socio@demo.test');
    await dispatcher.goto('/orders');
    await dispatcher.getByTestId('connection-indicator').getByText('En línea').waitFor();

    // The customer at 390 px picks "Programar" and the first hour offered.
    customer = await browser.newContext({ baseURL: baseUrl(), locale: 'es-MX', viewport: { width: 390, height: 844 } });
    const phone = await customer.newPage();
    await fillCartWithWaters(phone, SLUG, 1);
    await phone.getByRole('radio', { name: 'Paso a recoger' }).check();
    await phone.getByLabel('Nombre').fill(NAME);
    await phone.getByLabel('Celular (10 dígitos)').fill(`33${String(Date.now()).slice(-8)}`);
    await phone.getByRole('radio', { name: 'Efectivo' }).check();
    await phone.getByRole('radio', { name: 'Programar' }).check();
    const hour = phone.getByLabel('Hora', { exact: true });
    await hour.waitFor();
    await hour.selectOption({ index: 1 });
    const slot = await hour.inputValue();
    expect(Date.parse(slot)).toBeGreaterThan(Date.now() + 44 * 60_000);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    expect(await seriousViolations(phone)).toEqual([]);
    const submit = phone.getByRole('button', { name: /^Hacer pedido/ });
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    await submit.click();
    await phone.waitForURL((url) => /^\/t\/tacos-el-guero\/pedido\/[^/]+$/.test(url.pathname));
    await phone
      .getByTestId('scheduled-for')
      .getByText(/^Programado para el .+ a las \d{1,2}:\d{2} [ap]\. m\.$/)
      .waitFor();

    // The tablet shows it at once, quiet: a notice, the card under "Programados" with its slot, no new-order toast.
    await shop.getByText(new RegExp(`${NAME} · para `)).waitFor();
    const scheduled = shop.getByRole('region', { name: 'Programados' });
    const card = scheduled.locator('[data-testid="order-card"]', { hasText: NAME });
    await card
      .getByTestId('scheduled-badge')
      .getByText(/^Programado · (hoy|mañana) /)
      .waitFor();
    expect(await shop.getByText(new RegExp(`#\\d+ de ${NAME}\\.`)).count()).toBe(0);
    expect(await seriousViolations(shop)).toEqual([]);
    const orderId = await card.getAttribute('data-order-id');

    // Opened and closed before its time without accepting it: looking at it early does not stop it ringing later.
    await card.click();
    const detail = shop.getByTestId('order-detail');
    await detail.getByText(NAME).first().waitFor();
    await shop.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    expect(await ringing()).toBe(waitingBefore);

    // Its due time comes on the tablet's clock: it rings as a new order, with the toast, and moves to "Nuevos".
    const dueAt = Date.parse(slot) - session.preparationMinutes * 60_000;
    await shop.clock.fastForward(Math.max(0, dueAt - (await shop.evaluate(() => Date.now()))) + 2000);
    await shop.getByText(new RegExp(`#\\d+ de ${NAME}\\.`)).waitFor({ timeout: 10_000 });
    await shop
      .getByRole('region', { name: 'Nuevos' })
      .locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)
      .waitFor();
    await expect.poll(ringing).toBe(waitingBefore + 1);

    // The dispatcher saw it arrive quiet too, and hears it as a new order when its own clock reaches the due time.
    const partnerCard = dispatcher.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await partnerCard.first().waitFor();
    const partnerToast = dispatcher.getByText(new RegExp(`#\\d+ de ${NAME}\\.`));
    expect(await partnerToast.count()).toBe(0);
    await dispatcher.clock.fastForward(Math.max(0, dueAt - (await dispatcher.evaluate(() => Date.now()))) + 2000);
    await partnerToast.first().waitFor({ timeout: 10_000 });
    expect(await partnerToast.count()).toBe(1);

    // Clean-up: the order is cancelled so that a later run starts from a quiet list.
    const cancelled = await companyCall(`/orders/status?ID=${orderId}&status=cancelled`, 'PUT', undefined, {
      'order-manager': Buffer.from('Prueba').toString('base64'),
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
  });
});
