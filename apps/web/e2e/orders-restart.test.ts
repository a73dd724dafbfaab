import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataDir, launchBrowser, signInThroughForm } from './browser.ts';
import { demoOrderChannel, type OrderChannel, placeOrder } from './demo-api.ts';
import { drawn, trackRequests } from './live-events.ts';
import { type RunningServer, randomPort, startServer } from './start-server.ts';

/**
 * No missed order across a server restart: this file runs its own instance so that it can stop and start it
 * while a company's /orders screen stays open.
 */
let browser: Browser;
let server: RunningServer;
const dataDir = demoDataDir('backoffice-restart-');
const port = randomPort();
let channel: OrderChannel;

const base = () => `http://127.0.0.1:${port}`;

const cardCount = (page: Page, id: string) => page.locator(`[data-testid="order-card"][data-order-id="${id}"]`).count();

beforeAll(async () => {
  server = await startServer(dataDir, port);
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
    await server.stop();
    await page.getByTestId('connection-indicator').filter({ hasText: 'Reconectando…' }).first().waitFor();
    server = await startServer(dataDir, port);
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
