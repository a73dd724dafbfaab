import fs from 'node:fs';
import net from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoDataDir, launchBrowser } from './browser.ts';
import { freePort, type RunningServer, startServer } from './start-server.ts';

/** Stands where WhatsApp's servers would be and hangs up on every connection: linking never gets a QR. */
const startDeadEnd = async () => {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `ws://127.0.0.1:${(server.address() as net.AddressInfo).port}/ws/chat`,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

let browser: Browser;
let deadEnd: Awaited<ReturnType<typeof startDeadEnd>>;
let server: RunningServer;
const dataDir = demoDataDir('bo-whatsapp-offline-e2e-');

beforeAll(async () => {
  deadEnd = await startDeadEnd();
  // The real library, pointed at a dead end; 5 s between attempts and 2 attempts instead of 30 s and 3.
  server = await startServer(dataDir, await freePort(), {
    MAP_TILE_URL: 'none',
    WHATSAPP_WS_URL: deadEnd.url,
    WHATSAPP_RETRY_SECONDS: '5',
    WHATSAPP_LINK_ATTEMPTS: '2',
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await deadEnd?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const openWhatsapp = async (width: number, height: number) => {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: server.baseUrl, locale: 'es-MX' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('socio@demo.test');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/whatsapp');
  return page;
};

describe('linking WhatsApp without a connection to its servers', () => {
  for (const [width, height, first] of [
    [390, 844, true],
    [768, 1024, false],
    [1366, 768, false],
  ] as const) {
    it(`says so with a countdown, gives up as «Sin conexión con WhatsApp» and offers «Reintentar» at ${width} px`, async () => {
      const page = await openWhatsapp(width, height);
      const before = deadEnd.connections();
      const status = page.getByTestId('whatsapp-status');
      if (first) {
        await status.filter({ hasText: 'Desconectado' }).waitFor();
        await page.getByRole('button', { name: 'Vincular' }).click();
      } else {
        // The earlier width left it given up: the admin retries from here.
        await status.filter({ hasText: 'Sin conexión con WhatsApp' }).waitFor();
        await page.getByRole('button', { name: 'Reintentar' }).click();
      }
      await page
        .getByTestId('whatsapp-retry')
        .filter({ hasText: /No hay conexión con WhatsApp; reintentando en \d s \(intento 2 de 2\)\./ })
        .waitFor();
      await status.filter({ hasText: 'Sin conexión, reintentando' }).waitFor();
      await expect(page.getByText('Preparando el código QR…').isVisible()).resolves.toBe(false);

      await status.filter({ hasText: 'Sin conexión con WhatsApp' }).waitFor({ timeout: 20_000 });
      await page.getByText('No hubo conexión con WhatsApp después de varios intentos.', { exact: false }).waitFor();
      const retry = page.getByRole('button', { name: 'Reintentar' });
      await retry.waitFor();
      expect(await retry.isEnabled()).toBe(true);
      expect(await page.getByText('El código QR caducó', { exact: false }).count()).toBe(0);
      // Both attempts went to the dead end, none to WhatsApp.
      expect(deadEnd.connections() - before).toBeGreaterThanOrEqual(2);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.context().close();
    }, 60_000);
  }
});
