import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { baseUrl, launchBrowser, signInThroughForm } from './browser.ts';
import { type OrderChannel, placeErrand, placeOrder } from './demo-api.ts';
import { type Account, freshTenant, signIn, type Tenant } from './tenant.ts';

/**
 * The orders screens walk older pages by cursor (decision 053): the company's orders and the partner's
 * errands hold the latest 100 live, and "Cargar más" adds older pages of 50 until the end. A tenant of its own,
 * since it fills one company with 160 orders and its partner with 140 errands, and counts them.
 */
let browser: Browser;
let tenant: Tenant;
let company: Account;
let channel: OrderChannel;
let orderTotal = 0;
let errandTotal = 0;

const MORE_ORDERS = 160;
const MORE_ERRANDS = 140;
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** Runs `work` for 0..count-1, ten at a time. */
const inBatches = async (count: number, work: (index: number) => Promise<unknown>) => {
  for (let start = 0; start < count; start += 10) {
    await Promise.all(Array.from({ length: Math.min(10, count - start) }, (_, i) => work(start + i)));
  }
};

const apiGet = async (cookie: string, url: string) => {
  const response = await fetch(`${baseUrl()}${url}`, { headers: { cookie, 'X-App-Id': 'backoffice-web' } });
  expect(response.status).toBe(200);
  return (await response.json()) as { total: number; nextCursor: string | null };
};

beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant();
  [company] = tenant.companies;
  channel = tenant.companies[0].channel;
  const companyCookie = (await signIn(baseUrl(), company)).cookie;
  // Cancelled at once: the screen then holds finished orders, no ringing queue of new ones.
  await inBatches(MORE_ORDERS, async (index) => {
    const order = await placeOrder(channel, `Cliente ${index}`);
    const response = await fetch(`${baseUrl()}/api/orders/status?ID=${order.id}&status=cancelled`, {
      method: 'PUT',
      headers: { cookie: companyCookie, 'X-App-Id': 'backoffice-web', 'Order-Manager': btoa('Prueba') },
    });
    expect(response.status, await response.text()).toBe(200);
  });
  await inBatches(MORE_ERRANDS, (index) => placeErrand(channel, `Destinatario ${index}`));
  orderTotal = (await apiGet(companyCookie, `/api/orders/company/pag?company=${channel.companyId}&limit=1`)).total;
  errandTotal = (await apiGet(tenant.adminCookie, `/api/errands/partner?partner=${tenant.partnerId}&limit=1`)).total;
}, 240_000);

afterAll(() => browser?.close());

const signedInPage = async (account: Account, viewport: { width: number; height: number }) => {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), locale: 'es-MX' });
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughForm(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/orders');
  await page.getByText('En línea').waitFor();
  return page;
};

/** The "Todos (N)" chip of a list: how many rows it holds now. */
const shownCount = (page: Page, chips: string) => {
  const chip = page.getByRole('group', { name: chips }).getByText(/^Todos \(\d+\)$/);
  return async () => Number((await chip.textContent())?.match(/\d+/)?.[0] ?? 0);
};

const olderPageAnswered = (page: Page) =>
  page.waitForResponse((response) => /[?&]cursor=/.test(response.url()) && response.ok());

/**
 * Clicks "Cargar más" until the list says it ended; then every row shows, once. A page may add no new card: the
 * live list's first catch-up re-reads the last 30 s, so the rows changed just before the screen opened are there
 * already (the merge keeps one copy).
 */
const loadEveryPage = async (page: Page, noun: string, chips: string, cards: string, total: number) => {
  const shown = shownCount(page, chips);
  await expect.poll(shown).toBeGreaterThanOrEqual(100);
  const more = page.getByRole('button', { name: `Cargar más ${noun}` });
  const end = page.getByRole('status').filter({ hasText: `No hay ${noun} más antiguos.` });
  let clicks = 0;
  while ((await end.count()) === 0) {
    await Promise.all([olderPageAnswered(page), more.click()]);
    clicks++;
    // Answered: the button is back (idle) or the end is said.
    await expect
      .poll(async () => (await end.count()) > 0 || (await more.getAttribute('data-loading')) === null)
      .toBe(true);
  }
  expect(clicks).toBeGreaterThanOrEqual(1);
  // The orders board draws a new list in the background (a deferred render), just after the end is said.
  await expect.poll(shown).toBe(total);
  expect(await more.count()).toBe(0);
  // Every row once: the live page and the older ones do not overlap.
  expect(await page.getByTestId(cards).count()).toBe(total);
};

describe('the orders screens load older pages by cursor', () => {
  it('holds more than two pages of each list', () => {
    expect(orderTotal).toBe(MORE_ORDERS);
    expect(errandTotal).toBe(MORE_ERRANDS);
  });

  for (const viewport of viewports) {
    it(`company orders at ${viewport.width} px: "Cargar más" to the end, axe clean`, async () => {
      const page = await signedInPage(company, viewport);
      await loadEveryPage(page, 'pedidos', 'Filtrar por estado', 'order-card', orderTotal);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }, 90_000);

    it(`partner errands at ${viewport.width} px: "Cargar más" to the end, axe clean`, async () => {
      const page = await signedInPage(tenant.admin, viewport);
      await page.getByRole('tab', { name: /Mandados/ }).click();
      await loadEveryPage(page, 'mandados', 'Filtrar mandados por estado', 'errand-card', errandTotal);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }, 90_000);
  }

  it('says when an older page cannot be loaded and loads it on "Reintentar"', async () => {
    const page = await signedInPage(company, { width: 1280, height: 800 });
    const shown = shownCount(page, 'Filtrar por estado');
    await expect.poll(shown).toBeGreaterThanOrEqual(100);
    const first = await shown();
    // The connection drops for the pages asked by cursor only.
    await page.route(/\/api\/orders\/company\/pag\?.*cursor=/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Cargar más pedidos' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'No pudimos cargar más pedidos' });
    await failure.waitFor();
    await failure.getByText('No hay conexión con el servidor').waitFor();
    expect(await shown()).toBe(first);
    await page.unroute(/\/api\/orders\/company\/pag\?.*cursor=/);
    await Promise.all([olderPageAnswered(page), failure.getByRole('button', { name: 'Reintentar' }).click()]);
    await failure.waitFor({ state: 'detached' });
    // The walk goes on from there to the end.
    await loadEveryPage(page, 'pedidos', 'Filtrar por estado', 'order-card', orderTotal);
    await page.context().close();
  }, 90_000);
});
