import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signInThroughForm } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('public screens whose code cannot be downloaded', () => {
  it('say so in Spanish instead of a blank page, and open once the code arrives', async () => {
    // No service worker: the test decides which downloads fail, not a cache.
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-MX', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).waitFor();
    let tries = 0;
    await context.route(/forgot-password-page-[\w-]+\.js$/, (route) => {
      tries += 1;
      return route.abort('internetdisconnected');
    });

    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByText('No pudimos abrir esta pantalla').waitFor();
    // One download, at most one more from React's second render: never a loop hammering the server.
    expect(tries).toBeLessThanOrEqual(2);

    await context.unroute(/forgot-password-page-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { name: 'Recuperar contraseña' }).waitFor();
    await context.close();
  });

  it('inside the signed-in shell, a screen that failed loads by itself when the connection comes back', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-MX', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/login');
    await signInThroughForm(page, 'empresa@demo.test');
    await page.waitForURL((url) => url.pathname === '/home');
    // A change of the connection's phase also retries a failed screen (by design): count from a settled one.
    await page.getByTestId('connection-indicator').getByText('En línea').waitFor();
    let tries = 0;
    const reportsChunk = /company-reports-page-[\w-]+\.js$/;
    await context.route(reportsChunk, (route) => {
      tries += 1;
      return route.abort('internetdisconnected');
    });

    await page.getByRole('link', { name: 'Reportes' }).first().click();
    await page.getByText('No pudimos abrir esta pantalla').waitFor();
    // No download loop (it was 220 requests in 3 s): Vite's modulepreload link and the import itself each ask once.
    // The point is that nothing more happens, so this waits on time: the loop asked every ~14 ms, and half a second
    // would hold dozens of its requests.
    await page.waitForTimeout(500);
    expect(tries).toBeLessThanOrEqual(2);
    await page.getByRole('link', { name: 'Pedidos' }).first().waitFor(); // the shell stays

    await context.unroute(reportsChunk);
    await context.setOffline(true);
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Reportes' }).waitFor();
    await context.close();
  });
});
