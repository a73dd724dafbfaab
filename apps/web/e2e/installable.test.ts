import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataDir, launchBrowser, signInThroughForm } from './browser.ts';
import { demoOrderChannel, placeErrand, placeOrder } from './demo-api.ts';
import { freePort, type RunningServer, startServer } from './start-server.ts';

/** The installable app: manifest and icons, the service worker, and the Spanish page when the server is gone. */
let browser: Browser;
let server: RunningServer;
const dataDir = demoDataDir('backoffice-pwa-');
const port = await freePort();
const base = () => `http://127.0.0.1:${port}`;

beforeAll(async () => {
  server = await startServer(dataDir, port);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('installable app', () => {
  it('serves a Spanish manifest with icons at the usual sizes, and the service worker at /sw.js', async () => {
    const response = await fetch(`${base()}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      lang: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Backoffice de pedidos', lang: 'es', display: 'standalone' });
    expect(manifest.theme_color).toBe('#f05112');
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons.filter((entry) => entry.src.endsWith('.png'))) {
      const image = await fetch(`${base()}${icon.src}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }
    const worker = await fetch(`${base()}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toMatch(/no-cache/);
  });

  it('says it is offline in Spanish instead of a browser error page when the server cannot be reached', async () => {
    const context = await browser.newContext({ baseURL: base(), locale: 'es-MX' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').waitFor();
    const active = await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));
    expect(active).toBe(true);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 });

    await server.stop();
    await page.goto('/home');
    await page.getByRole('heading', { name: 'Sin conexión' }).waitFor({ timeout: 10_000 });
    await page.getByText('En cuanto vuelva la conexión').waitFor();
    await page.getByRole('button', { name: 'Reintentar' }).waitFor();
    await context.close();
  });
});

describe('a push message with the app in the foreground', () => {
  it('fetches the order by id, adds it and shows the toast (seed section 7), even with no live socket', async () => {
    server = await startServer(dataDir, port);
    const channel = await demoOrderChannel(base(), dataDir);
    const context = await browser.newContext({
      baseURL: base(),
      locale: 'es-MX',
      viewport: { width: 1280, height: 800 },
    });
    // No socket at all, neither a WebSocket nor long-polling: only the push can bring the order before the next
    // periodic catch-up.
    await context.routeWebSocket('**/socket.io/**', (socket) => socket.close());
    await context.route('**/socket.io/**', (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/login');
    await signInThroughForm(page, 'empresa@demo.test');
    await page.waitForURL((url) => url.pathname === '/home');
    // On the board, so that the list is loaded before the order exists (an order already listed is not announced).
    await page.goto('/orders');
    await page.getByLabel('Filtrar por estado').waitFor();
    await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 });

    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((entry) => entry.scopeURL.startsWith(base()) && !entry.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;

    const order = await placeOrder(channel, 'Cliente Por Push');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: base(),
      registrationId,
      data: JSON.stringify({
        type: 'new:order',
        id: order.id,
        company: channel.companyId,
        title: 'Nuevo pedido!',
        body: 'x',
      }),
    });
    await page.getByText(`#${order.number} de Cliente Por Push`).waitFor({ timeout: 5000 });
    await page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`).waitFor();
    await page.getByText('Nuevo pedido!').first().waitFor();
    await context.close();
  });
});

describe('a click on a notification', () => {
  it('brings the open app to the order, or to the errand, that the service worker names', async () => {
    const channel = await demoOrderChannel(base(), dataDir);
    const context = await browser.newContext({
      baseURL: base(),
      locale: 'es-MX',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/login');
    await signInThroughForm(page, 'socio@demo.test');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByTestId('connection-indicator').getByText('En línea').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 });
    const [worker] = context.serviceWorkers().length
      ? context.serviceWorkers()
      : [await context.waitForEvent('serviceworker')];

    // What the worker's notificationclick handler tells the window it focuses (unit-tested in src/sw).
    const clickedFor = (url: string) =>
      worker.evaluate(async (target) => {
        type WindowClients = {
          matchAll: (options: { type: 'window' }) => Promise<{ postMessage: (m: unknown) => void }[]>;
        };
        const scope = self as unknown as { clients: WindowClients };
        const windows = await scope.clients.matchAll({ type: 'window' });
        for (const client of windows) client.postMessage({ kind: 'open', url: target });
      }, url);

    const order = await placeOrder(channel, 'Cliente De La Notificación');
    await page.getByText(`#${order.number} de Cliente De La Notificación`).waitFor({ timeout: 5000 });
    await clickedFor(`/orders?order=${order.id}`);
    await page.waitForURL((url) => url.pathname === '/orders');
    await page.getByTestId('order-detail').getByText('Cliente De La Notificación').first().waitFor();
    await page.keyboard.press('Escape');

    const errand = await placeErrand(channel, 'Cliente Del Mandado Notificado');
    await page
      .getByText(/^Nuevo mandado de .+ · a Av\. Vallarta$/)
      .first()
      .waitFor({ timeout: 5000 });
    await clickedFor(`/orders?errand=${errand.id}`);
    await page.getByTestId('errand-detail').waitFor();
    await page.getByTestId('errand-detail').getByText('Av. Vallarta 1500, Guadalajara').first().waitFor();
    await context.close();
  });
});
