import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAs } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const statValue = (page: Page, label: string) =>
  page.locator(`[data-testid="report-stat"][aria-label="${label}"] [data-testid="report-stat-value"]`).textContent();

describe('company reports', () => {
  it('shows the figures and orders of the last 7 days on a phone and downloads them as CSV', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signInAs(page, 'empresa@demo.test');
    await page.goto('/reports');
    await page.getByRole('heading', { name: 'Reportes', exact: true }).waitFor();

    await page.getByText('Mes pasado', { exact: true }).click();
    await page.waitForURL(/from=/);
    const lastMonth = page.url();
    await page.getByText('Últimos 7 días', { exact: true }).click();
    await page.waitForURL((url) => url.href !== lastMonth);
    await page.locator('[aria-busy="false"] [data-testid="report-stat"]').first().waitFor();
    const orders = Number((await statValue(page, 'Pedidos'))?.replace(/\D/g, ''));
    expect(orders).toBeGreaterThan(0);
    expect(await statValue(page, 'Ventas')).toMatch(/\$[1-9]/);
    await page.getByText('Ventas por día').waitFor();
    await page.getByText('Por forma de pago').waitFor();
    const rows = page.getByTestId('report-order-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(Math.min(orders, 50));
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
    await signInAs(page, 'empresa@demo.test');
    await page.goto('/reports?from=2001-01-01&to=2001-01-07');
    await page.getByText('Sin pedidos en este periodo').waitFor();
    await expect(page.getByRole('button', { name: 'Descargar CSV' }).isDisabled()).resolves.toBe(true);
    await page.context().close();
  });
});

describe('partner reports', () => {
  it('lists both demo companies in the month table, sortable, linking to each company', async () => {
    const page = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(page, 'socio@demo.test');
    await page.goto('/reports');
    await page.getByRole('heading', { name: 'Reportes', exact: true }).waitFor();
    await expect(page.getByLabel('Ciudad').inputValue()).resolves.toBe('Guadalajara');
    const rows = page.getByTestId('company-month-row');
    await rows.first().waitFor();
    const names = async () => (await rows.allInnerTexts()).map((row) => row.split('\n')[0].split('\t')[0].trim());
    // Other browser tests may add companies to the same city: the demo ones must be there, in sorted order.
    expect(await names()).toEqual(expect.arrayContaining(['Tacos El Güero', 'Tortas Ahogadas Doña Chuy']));
    const byName = (a: string, b: string) => a.localeCompare(b, 'es');

    await page.getByRole('button', { name: 'Comercio' }).click();
    const ascending = await names();
    expect(ascending).toEqual([...ascending].sort(byName));
    await page.getByRole('button', { name: 'Comercio' }).click();
    const descending = await names();
    expect(descending).toEqual([...ascending].reverse());

    await page.getByRole('link', { name: 'Tacos El Güero' }).click();
    await page.waitForURL(/\/company\/[0-9a-f-]{36}$/);
    await page.context().close();
  });
});
