import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signInAs } from './browser.ts';
import { type OrderChannel, placeOrder } from './demo-api.ts';
import { freshTenant, signIn, type TenantCompany } from './tenant.ts';

const PHONE = { width: 390, height: 844 };
let browser: Browser;
/** A shop of its own: its pause and its orders are this file's alone. */
let shop: TenantCompany;
let channel: OrderChannel;

beforeAll(async () => {
  browser = await launchBrowser();
  [shop] = (await freshTenant()).companies;
  channel = shop.channel;
});
afterAll(() => browser?.close());

/** A touch phone, so that taps are real taps. */
const phone = async () => {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), locale: 'es-MX', hasTouch: true });
  const page = await context.newPage();
  await signInAs(page, shop.email, shop.password);
  return page;
};

const companyApi = async (path: string) => {
  const { cookie } = await signIn(baseUrl(), shop);
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'PUT',
    headers: { cookie, 'X-App-Id': 'backoffice-web' },
  });
  expect(response.status, await response.text()).toBe(200);
};

/** Whole inside the screen (and, with `within`, inside that box too), and not covered where a finger lands. */
const expectFullyShown = async (target: Locator, within?: { y: number; height: number }) => {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  if (within) expect(box!.y + box!.height).toBeLessThanOrEqual(within.y + within.height + 0.5);
  const hit = await target.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return Boolean(top && (node === top || node.contains(top)));
  });
  expect(hit).toBe(true);
  // Its words are not cut either.
  expect(await target.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
  return box!;
};

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('on a 390 × 844 phone', () => {
  it('the header fits a pause: "Pausado hasta HH:MM" and a Reanudar that one tap resumes', async () => {
    const page = await phone();
    await page.goto('/orders');
    await page.getByText('En línea').waitFor();
    try {
      await companyApi(`/companies/open?ID=${channel.companyId}&open=0&until=30`);
      // Below a wide screen the header's facts have a row of their own, under the name.
      const facts = page.getByTestId('header-facts');
      const badge = facts.getByTestId('open-state').filter({ hasText: /^Pausado hasta \d\d:\d\d$/ });
      await badge.waitFor({ timeout: 5000 });
      const resume = facts.getByRole('button', { name: 'Reanudar', exact: true });
      await expectFullyShown(badge, (await facts.boundingBox())!);
      await expectFullyShown(resume, (await facts.boundingBox())!);
      // The rest of the header is still there beside it.
      await expectFullyShown(page.getByRole('button', { name: /Menú de la cuenta/ }));
      await resume.tap();
      await page.getByText('Comercio abierto: vuelves a recibir pedidos.').waitFor();
      await page
        .getByTestId('open-state')
        .filter({ hasText: /^Abierto$/ })
        .waitFor();
    } finally {
      await companyApi(`/companies/open?ID=${channel.companyId}&open=1`);
    }
    await page.context().close();
  });

  it('on Pedidos the first order shows without scrolling, its drawer buttons are whole, and a toast never covers the open order', async () => {
    const order = await placeOrder(channel, 'Cliente Del Teléfono');
    // A fresh device: who attends is still to be said, the prompt is on the screen too.
    const page = await phone();
    await page.goto('/orders');
    await page.getByText('En línea').waitFor();
    await page.getByLabel(/Nombre de quien atiende/).waitFor();
    const first = page.getByTestId('order-card').first();
    await first.waitFor();
    await expectFullyShown(first);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`).tap();
    const drawer = page.getByRole('dialog', { name: `Pedido #${order.number}` });
    await drawer.getByText('Cliente Del Teléfono').first().waitFor();
    for (const name of [/^Aceptar pedido/, /^Rechazar$/, /^Copiar$/, /^Imprimir ticket$/]) {
      const button = drawer.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      await expectFullyShown(button);
    }

    // A new order's toast while this one is open: it stays clear of the open order's header.
    const title = drawer.getByRole('heading', { name: `Pedido #${order.number}` });
    await title.scrollIntoViewIfNeeded();
    const next = await placeOrder(channel, 'Cliente Que Interrumpe');
    const toast = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: `#${next.number} de Cliente Que Interrumpe` });
    await toast.waitFor({ timeout: 5000 });
    const headerBox = (await page.locator('.mantine-Drawer-header').boundingBox())!;
    expect(overlaps((await toast.boundingBox())!, headerBox)).toBe(false);
    await expectFullyShown(drawer.getByRole('button', { name: 'Cerrar detalle' }));

    await page.context().close();
  });
});
