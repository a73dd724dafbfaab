import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoDataDir, launchBrowser, signInThroughForm } from './browser.ts';
import { freePort, type RunningServer, startServer } from './start-server.ts';

/**
 * The security headers in a real browser: the app and /api/docs work under the security headers' CSP, and a person
 * resets, changes and ends sessions from the screens. A server of its own (no SMTP_URL), so that the reset
 * link can be read from its log and the demo passwords can change.
 */
let browser: Browser;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = demoDataDir('backoffice-e2e-security-');
  [browser, server] = await Promise.all([launchBrowser(), startServer(dataDir, await freePort())]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A page that records every CSP violation, as events and as the console errors Chromium prints. */
const watchedPage = async (viewport = { width: 1280, height: 800 }) => {
  const context = await browser.newContext({ viewport, baseURL: server.baseUrl, locale: 'es-MX' });
  const page = await context.newPage();
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { page, violations };
};

const signIn = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.goto('/login');
  await signInThroughForm(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
};

describe('content security policy', () => {
  it('lets the app and the API docs page load and run with no violation', async () => {
    const { page, violations } = await watchedPage();
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await signIn(page, 'socio@demo.test');
    for (const path of ['/home', '/orders', '/companies', '/reports', '/security']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await page.goto('/api/docs');
    await page.locator('.swagger-ui .info .title').waitFor({ timeout: 20_000 });
    await page.getByText('/api/auth/login').first().waitFor();
    expect(violations).toEqual([]);
    await page.context().close();
  });
});

describe('password reset by e-mail, without SMTP configured', () => {
  it('logs the link, sets a strong password through it once, and refuses a weak one in Spanish', async () => {
    const { page } = await watchedPage({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    // The sign-in form has a field with the same label: fill only once the reset form is on screen.
    await page.getByRole('heading', { name: 'Recuperar contraseña' }).waitFor();
    await page.getByLabel('Correo electrónico').fill('empresa2@demo.test');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByRole('status').filter({ hasText: 'Si ese correo tiene una cuenta' }).waitFor();

    const resetLink = () => /https?:\/\/[^\s"]+\/reset-password\?token=[\w-]+/.exec(server.output())?.[0];
    // The server logs the link once the mail would have gone.
    await expect.poll(resetLink, { timeout: 5000 }).toBeDefined();
    const link = resetLink();
    expect(server.output()).toContain('SMTP_URL is not set');
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('aaaaaaaaaaaa');
    await page.getByLabel('Repite la contraseña nueva').fill('aaaaaaaaaaaa');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByRole('alert').filter({ hasText: 'La contraseña es fácil de adivinar' }).waitFor();

    await page.getByLabel('Contraseña nueva', { exact: true }).fill('farol-ciruela-viento-norte');
    await page.getByLabel('Repite la contraseña nueva').fill('farol-ciruela-viento-norte');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByRole('status').filter({ hasText: 'tu contraseña cambió' }).waitFor();

    await page.goto(`${url.pathname}${url.search}`);
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('otra-frase-larga-distinta');
    await page.getByLabel('Repite la contraseña nueva').fill('otra-frase-larga-distinta');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByRole('alert').filter({ hasText: 'no es válido o ya caducó' }).waitFor();

    await signIn(page, 'empresa2@demo.test', 'farol-ciruela-viento-norte');
    await page.context().close();
  });
});

describe('the account security screen', () => {
  it('is in the account menu of every type and lists the open sessions', async () => {
    for (const email of ['empresa@demo.test', 'socio3@demo.test', 'reparto@demo.test']) {
      const { page } = await watchedPage({ width: 768, height: 1024 });
      await signIn(page, email);
      await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
      await page.getByRole('menuitem', { name: 'Seguridad y sesiones' }).click();
      await page.waitForURL('**/security');
      await page.getByRole('heading', { name: 'Seguridad de la cuenta' }).waitFor();
      await page.getByText('Esta sesión').waitFor();
      await page.context().close();
    }
  });

  it('changes the password at phone size, ending the other session, which then lands on the sign-in page', async () => {
    const other = await watchedPage();
    await signIn(other.page, 'socio2@demo.test');
    const { page } = await watchedPage({ width: 390, height: 844 });
    await signIn(page, 'socio2@demo.test');
    await page.goto('/security');
    await page.getByRole('button', { name: 'Cerrar las demás sesiones' }).waitFor();

    await page.getByLabel('Contraseña actual').fill(DEMO_PASSWORD);
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('socio2socio2');
    await page.getByLabel('Repite la contraseña nueva').fill('socio2socio2');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page
      .getByText(/La contraseña es fácil de adivinar/)
      .first()
      .waitFor();

    await page.getByLabel('Contraseña nueva', { exact: true }).fill('tejado-lila-y-cuatro-gatos');
    await page.getByLabel('Repite la contraseña nueva').fill('tejado-lila-y-cuatro-gatos');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('Cerramos 1 otra sesión.').waitFor();
    await page.getByRole('button', { name: 'Cerrar las demás sesiones' }).waitFor({ state: 'detached' });
    await page.screenshot({ path: path.join(os.tmpdir(), 'security-390.png'), fullPage: true });

    await other.page.goto('/orders');
    await other.page.waitForURL('**/login');
    await other.page.context().close();
    await page.context().close();
  });
});
