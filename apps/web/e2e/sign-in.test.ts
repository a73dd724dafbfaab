import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { baseUrl, DEMO_PASSWORD, launchBrowser, PHONE, signInAs, signInThroughForm } from './browser.ts';

/**
 * The sign-in is a page of its own (login.html, decision 066): drawn by its HTML, with one small script and no
 * library, and it still does what the back-office's sign-in screen did.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A phone with the page's scripts counted (no service worker: every download is a request the test sees). */
const openPhone = async () => {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'es-MX',
    viewport: PHONE,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, scripts, errors };
};

describe('the sign-in page', () => {
  it('is drawn by its HTML and loads only its own small script: no React, no Mantine', async () => {
    const { context, page, scripts, errors } = await openPhone();
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    // The button is on once the script has run.
    await expect.poll(() => page.getByRole('button', { name: 'Entrar' }).isEnabled()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.length).toBeLessThanOrEqual(3);
    expect(scripts.filter((path) => /react|core|mantine|web-|main-|notifications/.test(path))).toEqual([]);
    expect(await page.title()).toBe('Iniciar sesión · Backoffice');
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says what is missing in each field, in Spanish, and clears it as it is written', async () => {
    const { context, page } = await openPhone();
    await page.goto('/login');
    const email = page.getByLabel('Correo electrónico');
    const password = page.getByLabel('Contraseña');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Escribe un correo válido').waitFor();
    await page.getByText('Escribe tu contraseña').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);
    await email.fill('empresa@demo');
    expect(await page.getByText('Escribe un correo válido').isVisible()).toBe(true);
    await email.fill('empresa@demo.test');
    await page.getByText('Escribe un correo válido').waitFor({ state: 'hidden' });
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    // What is written can be shown and hidden again.
    await password.fill('secreto');
    const reveal = page.getByRole('button', { name: 'Mostrar lo escrito' });
    await reveal.click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await reveal.getAttribute('aria-pressed')).toBe('true');
    await reveal.click();
    expect(await password.getAttribute('type')).toBe('password');
    await context.close();
  });

  it('says when the server cannot be reached, keeps what was written, and signs in once it can', async () => {
    const { context, page } = await openPhone();
    await page.goto('/login');
    await page.route('**/api/auth/login', (route) => route.abort('internetdisconnected'));
    await signInThroughForm(page, 'empresa@demo.test', DEMO_PASSWORD);
    await page
      .getByRole('alert')
      .filter({ hasText: 'No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.' })
      .waitFor();
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe('empresa@demo.test');
    expect(await page.getByRole('button', { name: 'Entrar' }).isEnabled()).toBe(true);
    await page.unroute('**/api/auth/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/home');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The back-office's record of the session (seed section 3).
    const stored = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('businessLogin') ?? 'null'));
    expect(stored).toMatchObject({ type: 'company', account: { email: 'empresa@demo.test' } });
    await context.close();
  });

  it('shows that it is sending, and sends once however often the button is pressed', async () => {
    const { context, page } = await openPhone();
    await page.goto('/login');
    const sent: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/login', async (route) => {
      sent.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.getByLabel('Correo electrónico').fill('empresa@demo.test');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByLabel('Contraseña').press('Enter');
    try {
      // Its name stays while it sends.
      const button = page.getByRole('button', { name: 'Entrar' });
      await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
      expect(await button.isDisabled()).toBe(true);
      await page.getByLabel('Contraseña').press('Enter');
      await button.click({ force: true });
    } finally {
      release();
    }
    await page.waitForURL('**/home');
    expect(sent).toHaveLength(1);
    await context.close();
  });

  it('sends someone already signed in to their home, and a signed-out back-office address back after signing in', async () => {
    const { context, page } = await openPhone();
    await signInAs(page, 'reparto@demo.test');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();

    const other = await openPhone();
    await other.page.goto('/payments?desde=2026-11-01');
    await other.page.waitForURL('**/login');
    await other.page.getByText('Inicia sesión para continuar a /payments?desde=2026-11-01.').waitFor();
    await signInThroughForm(other.page, 'socio@demo.test');
    await other.page.waitForURL('**/payments?desde=2026-11-01');
    expect(await other.page.evaluate(() => window.sessionStorage.getItem('redirectTo'))).toBeNull();
    await other.context.close();
  });

  it('is reached from the back-office by loading it: signing out, and a link of a signed-out screen', async () => {
    const { context, page } = await openPhone();
    await page.goto('/about');
    await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Entrar' }).isEnabled()).toBe(true);
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByRole('heading', { name: 'Recuperar contraseña' }).waitFor();
    await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    await context.close();
  });
});
