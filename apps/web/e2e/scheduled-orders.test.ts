import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, newPage, signInAs } from './browser.ts';
import { fillCartWithWaters } from './storefront-checkout.ts';
import { freshTenant, signIn, type Tenant, type TenantCompany } from './tenant.ts';

// Orders for later (decision 054): a customer schedules an order on a phone; the shop's tablet shows it
// at once, quiet, under "Programados"; it rings as a new order at its due time (slot minus preparation minutes).
// The shop's page runs on Playwright's clock, moved forward to the due time: nothing is slept.

const run = Date.now().toString(36);
const NAME = `Cliente Programado ${run}`;
let browser: Browser;
let customer: BrowserContext | undefined;
let tablet: Page | undefined;
let dispatcher: Page | undefined;
let tenant: Tenant;
let shop: TenantCompany;
let session: { cookie: string; companyId: string; preparationMinutes: number };

const companyCall = (path: string, method: string, body?: unknown) =>
  fetch(`${tenant.base}/api${path}`, {
    method,
    headers: {
      cookie: session.cookie,
      'X-App-Id': 'backoffice-web',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The tablet's count of ringing orders. */
const ringing = async () => Number(await tablet?.getByTestId('header-sound').getAttribute('data-ringing'));

beforeAll(async () => {
  browser = await launchBrowser();
});

/** A shop of its own (each attempt its own: nothing rings on it but this order) taking orders for later. */
const scheduledShop = async () => {
  tenant = await freshTenant();
  [shop] = tenant.companies;
  const { cookie } = await signIn(tenant.base, shop);
  session = { cookie, companyId: shop.id, preparationMinutes: 0 };
  // The shop takes orders for later in 30-minute slots from 45 minutes ahead, with room for every run.
  const saved = await companyCall(`/companies?ID=${session.companyId}`, 'PUT', {
    slotMinutes: 30,
    slotLeadMinutes: 45,
    slotCapacity: 100,
    slotDaysAhead: 2,
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  session.preparationMinutes = ((await saved.json()) as { preparationMinutes: number }).preparationMinutes;
};
afterAll(async () => {
  await customer?.close();
  await tablet?.context().close();
  await dispatcher?.context().close();
  await browser?.close();
});

describe('an order for later', () => {
  it('is scheduled on a phone, shows quiet on the tablet and the dispatcher, and rings at its due time on both, even opened early', async () => {
    await scheduledShop();
    // The shop's tablet, on a clock the test can move, open on the orders screen before the order arrives.
    tablet = await newPage(browser, { width: 768, height: 1024 });
    await tablet.clock.install();
    await signInAs(tablet, shop.email, shop.password);
    await tablet.goto('/orders');
    await tablet.getByTestId('connection-indicator').getByText('En línea').waitFor();
    // The shop's first list has arrived, with nothing waiting.
    await expect.poll(ringing, { timeout: 10_000 }).toBe(0);
    // The partner's dispatcher follows the shop, on a clock of its own.
    dispatcher = await newPage(browser, { width: 1280, height: 800 });
    await dispatcher.clock.install();
    await signInAs(dispatcher, tenant.admin.email, tenant.admin.password);
    await dispatcher.goto('/orders');
    await dispatcher.getByTestId('connection-indicator').getByText('En línea').waitFor();

    // The customer at 390 px picks "Programar" and the first hour offered.
    customer = await browser.newContext({
      baseURL: tenant.base,
      locale: 'es-MX',
      viewport: { width: 390, height: 844 },
    });
    const phone = await customer.newPage();
    await fillCartWithWaters(phone, shop.slug, 1, shop.name);
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
    await phone.waitForURL((url) => url.pathname.startsWith(`/t/${shop.slug}/pedido/`));
    await phone
      .getByTestId('scheduled-for')
      .getByText(/^Programado para el .+ a las \d{1,2}:\d{2} [ap]\. m\.$/)
      .waitFor();

    // The tablet shows it at once, quiet: a notice, the card under "Programados" with its slot, no new-order toast.
    await tablet.getByText(new RegExp(`${NAME} · para `)).waitFor();
    const scheduled = tablet.getByRole('region', { name: 'Programados' });
    const card = scheduled.locator('[data-testid="order-card"]', { hasText: NAME });
    await card
      .getByTestId('scheduled-badge')
      .getByText(/^Programado · (hoy|mañana) /)
      .waitFor();
    expect(await tablet.getByText(new RegExp(`#\\d+ de ${NAME}\\.`)).count()).toBe(0);
    expect(await seriousViolations(tablet)).toEqual([]);
    const orderId = await card.getAttribute('data-order-id');

    // Opened and closed before its time without accepting it: looking at it early does not stop it ringing later.
    await card.click();
    const detail = tablet.getByTestId('order-detail');
    await detail.getByText(NAME).first().waitFor();
    await tablet.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    expect(await ringing()).toBe(0);

    // Its due time comes on the tablet's clock: it rings as a new order, with the toast, and moves to "Nuevos".
    const dueAt = Date.parse(slot) - session.preparationMinutes * 60_000;
    await tablet.clock.fastForward(Math.max(0, dueAt - (await tablet.evaluate(() => Date.now()))) + 2000);
    await tablet.getByText(new RegExp(`#\\d+ de ${NAME}\\.`)).waitFor({ timeout: 10_000 });
    await tablet
      .getByRole('region', { name: 'Nuevos' })
      .locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)
      .waitFor();
    await expect.poll(ringing).toBe(1);

    // The dispatcher saw it arrive quiet too, and hears it as a new order when its own clock reaches the due time.
    const partnerCard = dispatcher.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await partnerCard.first().waitFor();
    const partnerToast = dispatcher.getByText(new RegExp(`#\\d+ de ${NAME}\\.`));
    expect(await partnerToast.count()).toBe(0);
    await dispatcher.clock.fastForward(Math.max(0, dueAt - (await dispatcher.evaluate(() => Date.now()))) + 2000);
    await partnerToast.first().waitFor({ timeout: 10_000 });
    expect(await partnerToast.count()).toBe(1);
  });
});
