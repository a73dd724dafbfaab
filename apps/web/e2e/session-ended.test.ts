import { WEB_APP_ID } from '@backoffice/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAs } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A new Socket.IO connection (engine.io handshake), as opposed to the polls of one already open. */
const isHandshake = (url: string) => url.includes('/socket.io/') && !url.includes('sid=');

describe('a session that ends while its screen is open', () => {
  it('stops the live socket at the refused handshake and lands on /login by itself', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'socio3@demo.test');
    await page.goto('/orders');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The page is drawn before its socket is up (its session comes with the page): the session must end while the
    // socket is open, not while its first handshake is still on its way.
    await page.getByTestId('connection-indicator').getByText('En línea').waitFor();

    const handshakes: string[] = [];
    page.on('request', (request) => {
      if (isHandshake(request.url())) handshakes.push(request.url());
    });
    page.on('websocket', (socket) => {
      if (isHandshake(socket.url())) handshakes.push(socket.url());
    });
    // Ended elsewhere (the same session signed out from another tab): the server drops the socket, the page
    // tries once more, is refused for want of a session, and must not go on retrying.
    const logout = await page.request.post('/api/auth/logout', { headers: { 'x-app-id': WEB_APP_ID } });
    expect(logout.status()).toBe(204);

    await page.waitForURL('**/login', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(handshakes.length).toBeGreaterThanOrEqual(1);
    expect(handshakes.length).toBeLessThanOrEqual(2);
    await page.context().close();
  });
});
