import fs from 'node:fs';
import { addDays } from '@backoffice/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoDataDir, launchBrowser, signInThroughForm } from './browser.ts';
import { apiSession } from './demo-api.ts';
import { freePort, type RunningServer, startServer } from './start-server.ts';

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
let browser: Browser;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = demoDataDir('bo-ads-');
  server = await startServer(dataDir, await freePort());
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The demo companies' today (America/Mexico_City), as the date inputs take it. */
const companyToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });

const signedInPage = async (email: string, viewport: { width: number; height: number }) => {
  const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'es-MX', viewport });
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughForm(page, email, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
};

const campaignCard = (page: Page, title: string) =>
  page.getByTestId('ad-campaign').filter({ has: page.getByText(title, { exact: true }) });

const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe('ads', () => {
  it('a company asks for a campaign on a phone, the partner approves it on /requests, the company sees it active and charged', async () => {
    const title = 'Gringas de pastor al 2x1 esta semana';
    // A new customer app of the partner reports 50 clicks twice in a minute: the second passes its limit (60).
    const { cookie } = await apiSession(server.baseUrl, 'socio@demo.test');
    const appName = `App de prueba ${Date.now()}`;
    const created = await fetch(`${server.baseUrl}/api/channel-keys`, {
      method: 'POST',
      headers: { cookie, 'X-App-Id': 'backoffice-web', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: appName }),
    });
    const asApp = { Authorization: `Bearer ${(await created.json()).key}`, 'Content-Type': 'application/json' };
    const ads = await fetch(`${server.baseUrl}/api/ads/active?city=Guadalajara&state=Jalisco`, { headers: asApp });
    const running = ((await ads.json()) as { id: string; title: string; endDate: string }[]).find(
      (ad) => ad.title === 'Martes de tacos al pastor 2x1',
    )!;
    const clicks = JSON.stringify({ campaign: running.id, type: 'click', count: 50 });
    // The demo's three days of figures end on the day it was written (its campaign ends four days later): clicks
    // counted on a later day, in a run across the companies' midnight (06:00 UTC), add a fourth.
    const seededOn = addDays(running.endDate, -4);
    const clickedOn = companyToday();
    const statuses = [];
    for (let n = 0; n < 2; n++)
      statuses.push(
        (await fetch(`${server.baseUrl}/api/ads/events`, { method: 'POST', headers: asApp, body: clicks })).status,
      );
    expect(statuses).toEqual([204, 429]);

    const company = await signedInPage('empresa@demo.test', { width: 390, height: 844 });
    await company.goto('/ads');
    // The demo's active campaign, with the impressions and clicks its customer app reported per day.
    const demo = campaignCard(company, 'Martes de tacos al pastor 2x1');
    await demo.waitFor();
    expect(await demo.getAttribute('data-phase')).toBe('active');
    await demo.getByRole('button', { name: 'Ver por día' }).click();
    await expect
      .poll(() => company.getByTestId('campaign-stats-table').locator('tbody tr').count())
      .toBe(clickedOn === seededOn ? 3 : 4);
    // Who counted them: the demo's customer app, and the new one with its refused report.
    const source = (name: string) => company.getByTestId('campaign-source').filter({ hasText: name }).innerText();
    await expect.poll(() => source('App de clientes')).toMatch(/^App de clientes\s+1,115\s+48\s+0$/);
    await expect.poll(() => source(appName)).toMatch(new RegExp(`^${appName}\\s+0\\s+50\\s+50$`));
    await fitsWidth(company, 390);

    await company.getByRole('button', { name: 'Pedir campaña' }).click();
    const dialog = company.getByRole('dialog', { name: 'Pedir una campaña' });
    await dialog.getByLabel('Dónde se verá').click();
    await company.getByRole('option', { name: /^Banner/ }).click();
    await dialog.getByLabel('Primer día').fill(companyToday());
    await dialog.getByLabel('Último día').fill(addDays(companyToday(), 2));
    await dialog.getByLabel('Texto del anuncio').fill(title);
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await dialog.getByText('Sube la imagen', { exact: true }).waitFor();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'anuncio.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
    await dialog.locator('img[alt="Imagen del anuncio"][src^="/api/uploads/"]').waitFor();
    await expect.poll(() => dialog.getByTestId('campaign-price').innerText()).toContain('3 días × $100.00 = $300.00');
    await fitsWidth(company, 390);
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await dialog.waitFor({ state: 'detached' });
    const asked = campaignCard(company, title);
    await asked.waitFor();
    expect(await asked.getAttribute('data-phase')).toBe('pending');
    await asked.getByText('Por aprobar').waitFor();

    const partner = await signedInPage('socio@demo.test', { width: 1280, height: 800 });
    await partner.goto('/requests');
    await partner.getByRole('tab', { name: /Publicidad/ }).click();
    const request = campaignCard(partner, title);
    await request.getByText('Tacos El Güero').waitFor();
    await request.getByRole('button', { name: 'Aprobar y cobrar' }).click();
    await partner.getByText('Campaña de Tacos El Güero aprobada; se cargaron $300.00 a su estado de cuenta.').waitFor();
    await partner.locator('label', { hasText: /^Aprobadas$/ }).click();
    await campaignCard(partner, title).getByText('Activa').waitFor();

    // No reload: the approval reaches the company's open /ads through the socket.
    await expect.poll(() => asked.getAttribute('data-phase'), { timeout: 20_000 }).toBe('active');
    await company.goto('/payments');
    const line = company.getByTestId('statement-detail').getByRole('row', { name: new RegExp(title) });
    await line.waitFor();
    expect(await line.innerText()).toContain('Publicidad');
    expect(await line.innerText()).toContain('$300.00');
    await fitsWidth(company, 390);
    await company.context().close();
    await partner.context().close();
  });

  it('a partner admin records a correction on /payments and the company reads it on its statement', async () => {
    const reason = 'Bonificación por la lluvia del martes';
    const partner = await signedInPage('socio@demo.test', { width: 1280, height: 800 });
    await partner.goto('/payments');
    // From the company's statement, a line of it: the correction names the line it corrects.
    await partner.getByRole('button', { name: 'Ver el estado de cuenta de Tortas Ahogadas Doña Chuy' }).click();
    const drawer = partner.getByRole('dialog', { name: /Estado de cuenta · Tortas Ahogadas Doña Chuy/ });
    const firstLine = drawer.getByRole('button', { name: /^Corregir: / }).first();
    const corrected = (await firstLine.getAttribute('aria-label'))!.replace('Corregir: ', '');
    await firstLine.click();
    const dialog = partner.getByRole('dialog', { name: 'Registrar corrección' });
    expect(await dialog.getByTestId('corrected-line').innerText()).toContain(corrected);
    await dialog.locator('label', { hasText: 'A favor del comercio' }).click();
    await dialog.getByLabel('Importe').fill('75');
    await dialog.getByLabel('Motivo').fill(reason);
    await dialog.getByRole('button', { name: 'Registrar corrección' }).click();
    await partner.getByText('Corrección registrada en el estado de cuenta de Tortas Ahogadas Doña Chuy.').waitFor();
    await drawer.getByRole('row', { name: new RegExp(reason) }).waitFor();
    await partner.context().close();

    const company = await signedInPage('empresa2@demo.test', { width: 390, height: 844 });
    await company.goto('/payments');
    const line = company.getByTestId('statement-detail').getByRole('row', { name: new RegExp(reason) });
    await line.waitFor();
    expect(await line.innerText()).toContain('Corrección');
    expect(await line.innerText()).toContain('-$75.00');
    await company.context().close();
  });
});
