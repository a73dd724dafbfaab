import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MercadoPagoStandIn, startMercadoPagoStandIn } from '../../api/test/mercado-pago-stand-in.ts';
import { DEMO_PASSWORD, demoDataDir, launchBrowser, signInThroughForm } from './browser.ts';
import { apiSession } from './demo-api.ts';
import { freePort, type RunningServer, startServer } from './start-server.ts';

const WEBHOOK_SECRET = 'secreto-webhook-e2e';
let browser: Browser;
let server: RunningServer;
let standIn: MercadoPagoStandIn;
let dataDir: string;

beforeAll(async () => {
  standIn = await startMercadoPagoStandIn({ webhookSecret: WEBHOOK_SECRET });
  dataDir = demoDataDir('bo-payments-');
  server = await startServer(dataDir, await freePort(), { MERCADOPAGO_API_URL: standIn.baseUrl });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await standIn?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('paying the balance online', () => {
  it('explains what to set while the gateway is empty, then pays end to end through the checkout page', async () => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'es-MX',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const partnerContext = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'es-MX',
      viewport: { width: 768, height: 1024 },
    });
    const partnerPage = await partnerContext.newPage();
    await partnerPage.goto('/login');
    await signInThroughForm(partnerPage, 'socio@demo.test', DEMO_PASSWORD);
    await partnerPage.waitForURL((url) => url.pathname !== '/login');
    await partnerPage.goto('/payments');
    await partnerPage.getByText('Cobros en línea sin configurar').waitFor();
    await partnerPage.getByTestId('balances-table').getByText('Tacos El Güero').waitFor();
    expect(await partnerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await partnerContext.close();

    // The demo company paid its closed weeks online; an advance from its partner makes it owe again.
    const company = await apiSession(server.baseUrl, 'empresa@demo.test');
    const partner = await apiSession(server.baseUrl, 'socio@demo.test');
    const headers = (cookie: string) => ({ cookie, 'X-App-Id': 'backoffice-web', 'Content-Type': 'application/json' });
    const manual = await fetch(`${server.baseUrl}/api/payments/manual`, {
      method: 'POST',
      headers: headers(partner.cookie),
      body: JSON.stringify({
        company: company.body.business.id,
        direction: 'partner_to_company',
        method: 'transfer',
        amount: 25_000,
        reference: 'Anticipo e2e',
      }),
    });
    expect(manual.status).toBe(201);

    await page.goto('/login');
    await signInThroughForm(page, 'empresa@demo.test', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/payments');
    await page.getByText('Pago en línea no disponible').waitFor();
    expect(await page.getByTestId('balance').textContent()).toMatch(/^Debes \$/);

    const secrets = await fetch(`${server.baseUrl}/api/partners/config/secrets?ID=${partner.body.business.id}`, {
      method: 'PUT',
      headers: headers(partner.cookie),
      body: JSON.stringify({ mercadoPagoAccessToken: 'APP_USR-e2e-token', mercadoPagoWebhookSecret: WEBHOOK_SECRET }),
    });
    expect(secrets.status).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.waitForURL((url) => url.href.startsWith(standIn.baseUrl));
    await page.getByRole('button', { name: 'Pagar ahora' }).click();

    await page.waitForURL((url) => url.pathname === '/gateway/payment/redirect');
    await page.getByText('¡Pago recibido!').waitFor({ timeout: 15_000 });
    expect(standIn.notifications.map((n) => n.status)).toEqual([200]);

    await page.getByRole('link', { name: 'Volver a Pagos' }).click();
    await page.getByText('Estás al corriente').waitFor();
    await page.getByTestId('payment-history').getByText('En línea').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  }, 120_000);

  it('flags a capture of another amount on both sides, and shows a refund and a chargeback in both statements', async () => {
    const company = await apiSession(server.baseUrl, 'empresa@demo.test');
    const partner = await apiSession(server.baseUrl, 'socio@demo.test');
    const companyId = company.body.business.id;
    const post = async (cookie: string, path: string, body: object) => {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { cookie, 'X-App-Id': 'backoffice-web', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };
    /** The partner advances money, then the company opens a checkout for its whole balance. */
    const oweAndCheckout = async () => {
      const advance = await post(partner.cookie, '/api/payments/manual', {
        company: companyId,
        direction: 'partner_to_company',
        method: 'transfer',
        amount: 25_000,
        reference: 'Anticipo e2e',
      });
      expect(advance.status).toBe(201);
      const started = await post(company.cookie, '/api/payments/checkout', { company: companyId });
      expect(started.status).toBe(201);
      return [...standIn.preferences.values()].find((p) => p.reference === started.body.payment.id)!;
    };
    const resultOf = (notified: { body: string } | null) => JSON.parse(notified?.body ?? '{}').result;

    const held = await standIn.pay((await oweAndCheckout()).id, { amount: 1, currency: 'USD' });
    expect(resultOf(held.notified)).toBe('review');
    for (const reversal of ['refunded', 'charged_back']) {
      const paid = await standIn.pay((await oweAndCheckout()).id);
      expect(resultOf(paid.notified)).toBe('paid');
      standIn.setStatus(paid.payment.id, reversal);
      expect(resultOf(await standIn.notify(paid.payment.id))).toBe(reversal);
    }

    const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'es-MX' });
    const page = await context.newPage();
    await page.goto('/login');
    await signInThroughForm(page, 'empresa@demo.test', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    const heldReturn = new URL(held.returnUrl);
    await page.goto(`${heldReturn.pathname}${heldReturn.search}`);
    await page.getByRole('alert').filter({ hasText: 'Pago por revisar' }).waitFor();
    expect(await page.getByTestId('payment-result').textContent()).toMatch(/cobró .*1\.00 en lugar de/);
    await page.goto('/payments');
    const companyHistory = page.getByTestId('payment-history');
    await companyHistory.getByText('Por revisar').first().waitFor();
    await companyHistory
      .getByText(/La pasarela cobró .*1\.00/)
      .first()
      .waitFor();
    await companyHistory.getByText('Reembolsado').first().waitFor();
    const companyStatement = page.getByTestId('statement-detail');
    await companyStatement.getByRole('cell', { name: 'Reembolso', exact: true }).first().waitFor();
    await companyStatement.getByRole('cell', { name: 'Contracargo', exact: true }).first().waitFor();

    await context.close();

    const partnerContext = await browser.newContext({ baseURL: server.baseUrl, locale: 'es-MX' });
    const partnerPage = await partnerContext.newPage();
    await partnerPage.goto('/login');
    await signInThroughForm(partnerPage, 'socio@demo.test', DEMO_PASSWORD);
    await partnerPage.waitForURL((url) => url.pathname !== '/login');
    await partnerPage.goto('/payments');
    await partnerPage.getByRole('button', { name: 'Ver el estado de cuenta de Tacos El Güero' }).click();
    const drawer = partnerPage.getByRole('dialog', { name: /Estado de cuenta · Tacos El Güero/ });
    await drawer.getByTestId('payment-history').getByText('Por revisar').first().waitFor();
    await drawer
      .getByTestId('statement-detail')
      .getByRole('cell', { name: 'Reembolso', exact: true })
      .first()
      .waitFor();
    await drawer
      .getByTestId('statement-detail')
      .getByRole('cell', { name: 'Contracargo', exact: true })
      .first()
      .waitFor();
    await partnerContext.close();
  }, 120_000);
});
