import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, newPage, signInAs } from './browser.ts';
import { placeOrder } from './demo-api.ts';
import { freshTenant } from './tenant.ts';

// WCAG 2.2 AA as axe-core checks it: no serious and no critical violation on the screens people use most.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
const expectClean = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

describe('accessibility (axe-core)', () => {
  it('the sign-in page', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page
      .getByRole('button', { name: /Iniciar sesión|Entrar/ })
      .first()
      .waitFor();
    await expectClean(page);
    await page.context().close();
  });

  it('the company orders with an order open', async () => {
    // A shop of its own: the order placed and accepted here stays out of the demo shop.
    const [shop] = (await freshTenant()).companies;
    const page = await newPage(browser);
    await signInAs(page, shop.email, shop.password);
    const order = await placeOrder(shop.channel, 'Cliente Accesible');
    await page.goto('/orders');
    await page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`).click();
    await page.getByTestId('order-detail').getByText('Cliente Accesible').first().waitFor();
    await expectClean(page);
    await page
      .getByTestId('order-detail')
      .getByRole('button', { name: /^Aceptar pedido/ })
      .click();
    await page.getByTestId('order-detail').getByText('Aceptado', { exact: true }).first().waitFor();
    await page.context().close();
  });

  it('the company home, menu and reports, as the demo shop fills them', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'empresa@demo.test');
    await page.goto('/home');
    await heading(page, 'Inicio');
    await page.getByTestId('open-state-detail').waitFor();
    await expectClean(page);

    await page.goto('/products');
    await heading(page, 'Menú');
    await expectClean(page);

    await page.goto('/reports');
    await heading(page, 'Reportes');
    await page.getByRole('figure', { name: /^Ventas por (día|mes)$/ }).waitFor();
    await expectClean(page);
    await page.context().close();
  });

  it('the partner orders and companies', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'socio@demo.test');
    await page.goto('/orders');
    await heading(page, 'Pedidos');
    await page.getByText('En línea').waitFor();
    await expectClean(page);
    await page.goto('/companies');
    await heading(page, 'Comercios');
    await page.getByRole('article').first().waitFor();
    await expectClean(page);
    await page.context().close();
  });
});
