import { encodeOrderManager } from '@backoffice/shared/orders';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAs } from './browser.ts';
import { apiCall, freshTenant, signIn, type Tenant, type TenantCompany } from './tenant.ts';

let browser: Browser;
/** A partner of its own with two shops in its own city; the first has this file's delivered orders, and no others. */
let tenant: Tenant;
let shop: TenantCompany;
const DELIVERED = 3;

beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant({ companies: 2 });
  [shop] = tenant.companies;
  const { cookie } = await signIn(tenant.base, shop);
  const call = <T>(route: string, method: string, body?: unknown, headers: Record<string, string> = {}) =>
    apiCall<T>(tenant.base, cookie, route, method, body, [200, 201], headers);
  for (let index = 1; index <= DELIVERED; index++) {
    const order = await call<{ id: string }>(
      '/orders',
      'POST',
      {
        company: shop.id,
        customer: { name: `Cliente Reporte ${index}`, phone: '3312345678', address: 'Av. Juárez 10, Guadalajara' },
        products: [{ product: shop.platterId, quantity: index }],
        payment: 'cash',
        type: 'pickup',
      },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    for (const status of ['accepted', 'ready', 'delivered'])
      await call(`/orders/status?ID=${order.id}&status=${status}`, 'PUT', undefined, {
        'Order-Manager': encodeOrderManager('Prueba Reportes'),
      });
  }
});
afterAll(() => browser?.close());

const statValue = (page: Page, label: string) =>
  page.locator(`[data-testid="report-stat"][aria-label="${label}"] [data-testid="report-stat-value"]`).textContent();

describe('company reports', () => {
  it('shows the figures and orders of the last 7 days on a phone and downloads them as CSV', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signInAs(page, shop.email, shop.password);
    await page.goto('/reports');
    await page.getByRole('heading', { name: 'Reportes', exact: true }).waitFor();

    await page.getByText('Mes pasado', { exact: true }).click();
    await page.waitForURL(/from=/);
    const lastMonth = page.url();
    await page.getByText('Últimos 7 días', { exact: true }).click();
    await page.waitForURL((url) => url.href !== lastMonth);
    await page.locator('[aria-busy="false"] [data-testid="report-stat"]').first().waitFor();
    const orders = Number((await statValue(page, 'Pedidos'))?.replace(/\D/g, ''));
    expect(orders).toBe(DELIVERED);
    // 1 + 2 + 3 platters of $150.
    expect(await statValue(page, 'Ventas')).toMatch(/^\$900(\.00)?$/);
    await page.getByText('Ventas por día').waitFor();
    await page.getByText('Por forma de pago').waitFor();
    const rows = page.getByTestId('report-order-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(DELIVERED);
    await expect(rows.first().textContent()).resolves.toMatch(/#\d+/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pedidos-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
    // Read through the connection (the browser may run in another process, global-setup.ts).
    const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Pedido,Fecha,Hora,Programado para,Cliente,Teléfono,Tipo,Forma de pago,Estado,Subtotal,Envío,Cupón,Descuento,Total',
    );
    expect(lines).toHaveLength(orders + 1);
    expect(lines[1]).toMatch(/^\d+,\d{4}-\d{2}-\d{2},\d{2}:\d{2},/);
    await page.context().close();
  });

  it('says so when the period has no orders', async () => {
    const page = await newPage(browser);
    await signInAs(page, shop.email, shop.password);
    await page.goto('/reports?from=2001-01-01&to=2001-01-07');
    await page.getByText('Sin pedidos en este periodo').waitFor();
    await expect(page.getByRole('button', { name: 'Descargar CSV' }).isDisabled()).resolves.toBe(true);
    await page.context().close();
  });
});

describe('partner reports', () => {
  it('lists both of its companies in the month table, sortable, linking to each company', async () => {
    const page = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(page, tenant.admin.email, tenant.admin.password);
    await page.goto('/reports');
    await page.getByRole('heading', { name: 'Reportes', exact: true }).waitFor();
    await expect(page.getByLabel('Ciudad').inputValue()).resolves.toBe(tenant.city);
    const rows = page.getByTestId('company-month-row');
    await rows.first().waitFor();
    const names = async () => (await rows.allInnerTexts()).map((row) => row.split('\n')[0].split('\t')[0].trim());
    const byName = (a: string, b: string) => a.localeCompare(b, 'es');
    expect([...(await names())].sort(byName)).toEqual(tenant.companies.map((company) => company.name).sort(byName));

    await page.getByRole('button', { name: 'Comercio' }).click();
    const ascending = await names();
    expect(ascending).toEqual([...ascending].sort(byName));
    await page.getByRole('button', { name: 'Comercio' }).click();
    const descending = await names();
    expect(descending).toEqual([...ascending].reverse());

    await page.getByRole('link', { name: shop.name }).click();
    await page.waitForURL((url) => url.pathname === `/company/${shop.id}`);
    await page.context().close();
  });
});
