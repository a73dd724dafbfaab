import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataDir, launchBrowser, signInThroughForm } from './browser.ts';
import { demoOrderChannel, type OrderChannel, placeOrder } from './demo-api.ts';
import { drawn, trackRequests } from './live-events.ts';
import { freePort, type RunningServer, startServer } from './start-server.ts';

/**
 * No missed order across a server restart: this file runs its own instance so that it can stop and start it
 * while a company's /orders screen stays open.
 */
let browser: Browser;
let server: RunningServer;
const dataDir = demoDataDir('backoffice-restart-');
const port = await freePort();
let channel: OrderChannel;
/** False between a stop and the next start: a retry after a failure midway starts the server again. */
let running = false;

const base = () => `http://127.0.0.1:${port}`;

const cardCount = (page: Page, id: string) => page.locator(`[data-testid="order-card"][data-order-id="${id}"]`).count();

beforeAll(async () => {
  server = await startServer(dataDir, port);
  running = true;
  browser = await launchBrowser();
  channel = await demoOrderChannel(base(), dataDir);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('no missed order across a server restart', () => {
  it('shows every order of a burst, those taken right after a restart included, exactly once', async () => {
    if (!running) {
      server = await startServer(dataDir, port);
      running = true;
    }
    const context = await browser.newContext({
      viewport: { width: 768, height: 1024 },
      baseURL: base(),
      locale: 'es-MX',
    });
    const page = await context.newPage();
    await page.goto('/login');
    await signInThroughForm(page, 'empresa@demo.test');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/orders');
    await page.getByText('En línea').waitFor();

    const before = await Promise.all([1, 2, 3, 4].map((n) => placeOrder(channel, `Antes ${n}`)));
    const stopping = Date.now();
    await server.stop();
    running = false;
    const stopMs = Date.now() - stopping;
    // The screen has seen the connection go: «Reconectando…», or «Sin conexión desde…» once the server took more
    // than 30 s to stop (its shutdown closes the sockets first). The failure says how long the stop took.
    await page
      .locator('[data-testid="connection-indicator"]:not([data-phase="connected"])')
      .first()
      .waitFor()
      .catch((error: Error) => {
        throw new Error(`${error.message}\n(the server took ${stopMs} ms to stop)`);
      });
    server = await startServer(dataDir, port);
    running = true;
    // Taken while the screen is still reconnecting: only the catch-up can bring these.
    const after = await Promise.all([1, 2, 3].map((n) => placeOrder(channel, `Después ${n}`)));

    await page.getByText('En línea').waitFor({ timeout: 30_000 });
    for (const order of [...before, ...after]) {
      await page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`).waitFor({ timeout: 15_000 });
    }
    // One more catch-up round (focus) must not duplicate anything: once it has been answered and drawn.
    const catchUps = trackRequests(page, '/api/orders/changes');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await catchUps.settled(1);
    await drawn(page);
    for (const order of [...before, ...after]) expect(await cardCount(page, order.id)).toBe(1);
    await context.close();
  });
});
