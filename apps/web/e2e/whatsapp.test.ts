import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAs, tapSwitch } from './browser.ts';
import { freshTenant, type Tenant } from './tenant.ts';

let browser: Browser;
/** A partner of its own, never linked to WhatsApp, with two companies. */
let tenant: Tenant;
beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant({ companies: 2 });
});
afterAll(() => browser?.close());

// No test presses «Vincular»: this server runs the real library, and no test opens a real WhatsApp socket.
describe('whatsapp screen', () => {
  it('shows an unlinked partner how to link, and lets an admin edit a message and switch a company off', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signInAs(page, tenant.admin.email, tenant.admin.password);
    await page.goto('/whatsapp');
    await page.getByTestId('whatsapp-status').filter({ hasText: 'Desconectado' }).waitFor();
    await page.getByRole('button', { name: 'Vincular' }).waitFor();

    const onTheWay = page.getByTestId('template-on_the_way');
    const text = onTheWay.getByRole('textbox');
    await text.fill('Tu pedido {pedido} de {comercio} ya salió. {nada}');
    await onTheWay.getByText(/^No existe el dato \{nada\}; usa /).waitFor();
    // A wording of this run only: a retry of this test must still have something to save.
    const wording = `Tu pedido {pedido} de {comercio} ya salió (${Date.now() % 100_000}).`;
    await text.fill(wording);
    await onTheWay.getByRole('button', { name: 'Guardar mensaje' }).click();
    await page.getByText('Pedido en camino: mensaje guardado.').waitFor();

    const second = tenant.companies[1].name;
    const company = page.getByRole('switch', { name: second });
    const wasOn = await company.isChecked();
    await tapSwitch(company);
    await page.getByText(`${second}: mensajes ${wasOn ? 'desactivados' : 'activados'}.`).waitFor();
    await page.reload();
    await expect(page.getByTestId('template-on_the_way').getByRole('textbox').inputValue()).resolves.toBe(wording);
    await expect(company.isChecked()).resolves.toBe(!wasOn);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('partner payment credentials', () => {
  it('sets a secret showing only its last four characters, then removes it', async () => {
    const page = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(page, tenant.admin.email, tenant.admin.password);
    await page.goto('/account');
    const row = page.getByTestId('secret-mercadoPagoAccessToken');
    await row.getByText('Sin configurar').waitFor();
    await row.getByRole('button', { name: 'Configurar' }).click();
    await page.getByRole('dialog').getByLabel('Nuevo valor').fill('APP_USR-prueba-e2e-7788');
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await row.getByText('Configurada ···· 7788').waitFor();
    expect(await page.content()).not.toContain('APP_USR-prueba-e2e-7788');
    await row.getByRole('button', { name: 'Quitar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Quitar' }).click();
    await row.getByText('Sin configurar').waitFor();
    await page.context().close();
  });
});
