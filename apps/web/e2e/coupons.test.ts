import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, newPage, signInAs } from './browser.ts';
import { fillCartWithWaters } from './storefront-checkout.ts';
import { apiCall, freshTenant, signIn, type TenantCompany } from './tenant.ts';

// A coupon applied at the storefront checkout (decision 051): the shop's code, made through the API as
// its "Cupones" screen does, is refused in the shop's words when mistyped and, when right, priced by the quote.

const run = Date.now().toString(36).toUpperCase();
const CODE = `E2E${run}`;
let browser: Browser;
let context: BrowserContext | undefined;
/** A shop of its own: its Cupones screen shows only this file's codes and uses. */
let shop: TenantCompany;
let base: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const tenant = await freshTenant();
  [shop] = tenant.companies;
  base = tenant.base;
  const { cookie } = await signIn(base, shop);
  await apiCall(base, cookie, '/coupons', 'POST', { company: shop.id, code: CODE, kind: 'percent', value: 10 }, [201]);
}, 60_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('storefront checkout with a coupon', () => {
  it('at 390×844: a wrong code says why, the right one shows its discount, the order is charged it', async () => {
    context = await browser.newContext({ baseURL: base, locale: 'es-MX', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await fillCartWithWaters(page, shop.slug, 2, shop.name);
    await page.getByRole('radio', { name: 'Paso a recoger' }).check();
    await page.getByLabel('Nombre').fill(`Cliente Cupón ${run}`);
    const phone = `33${String(Date.now()).slice(-8)}`;
    await page.getByLabel('Celular (10 dígitos)').fill(phone);
    await page.getByRole('radio', { name: 'Efectivo' }).check();
    const submit = page.getByRole('button', { name: /^Hacer pedido/ });
    await expect.poll(() => submit.textContent(), { timeout: 10_000 }).toBe('Hacer pedido · $90.00');

    const code = page.getByLabel('Código del cupón');
    await code.fill(`NO${run}`);
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText(`El cupón «NO${run}» no existe en este comercio.`).waitFor();
    await expect.poll(() => submit.textContent(), { timeout: 10_000 }).toBe('Hacer pedido · $90.00');

    await code.fill(CODE.toLowerCase());
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText(`Cupón ${CODE} aplicado: −$9.00.`).waitFor();
    const summary = page.getByRole('region', { name: 'Resumen' });
    await summary.getByText(`Cupón ${CODE}`).waitFor();
    await expect.poll(() => submit.textContent(), { timeout: 10_000 }).toBe('Hacer pedido · $81.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await submit.click();
    await page.waitForURL((url) => url.pathname.startsWith(`/t/${shop.slug}/pedido/`));
    await page.getByText(`Cupón ${CODE}`).waitFor();
    await page.getByText('$81.00').first().waitFor();
  });

  it('at 768×1024: the shop sees the code used on its Cupones screen and creates another one there', async () => {
    const page = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(page, shop.email, shop.password);
    await page.goto('/coupons');
    await page.getByRole('heading', { level: 1, name: 'Cupones' }).waitFor();
    const card = page.locator('.mantine-Card-root', { hasText: CODE });
    await card.getByText('10 % de descuento').waitFor();
    await card.getByText('Usos: 1').waitFor();
    const report = page.getByRole('table');
    await report.getByRole('row', { name: new RegExp(`${CODE}\\s+1\\s+\\$9\\.00\\s+\\$81\\.00`) }).waitFor();

    const second = `DOS${run}`;
    await page.getByRole('button', { name: 'Nuevo cupón' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo cupón' });
    await dialog.getByLabel('Código').fill(second);
    await dialog.getByText('Monto fijo').click();
    await dialog.getByLabel('Monto de descuento').fill('25');
    await dialog.getByRole('button', { name: 'Guardar cupón' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.mantine-Card-root', { hasText: second }).getByText('$25.00 de descuento').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
