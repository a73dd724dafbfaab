import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataDir, launchBrowser } from './browser.ts';
import { freePort, type RunningServer, startServer } from './start-server.ts';
import { deliveryFee, fillCartWithWaters } from './storefront-checkout.ts';

// Address first at checkout (decision 045): the typed address is searched through the API's
// geocoder, a result drops the pin, the phone's location drops it too, and the minimum-order warning sits above the
// sticky button. Against the real product with a geocoder on this machine and no tiles (a blank map).

const SLUG = 'tacos-el-guero';
/** Inside the demo zone "Centro" (envío $25, mínimo $80) and nowhere smaller. */
const CENTRO = { lat: 20.6765, lng: -103.3485, label: 'Calle Morelos 100, Centro, Guadalajara, Jalisco, México' };
/** Only inside "Zona metropolitana" (envío $55, mínimo $150). */
const METROPOLITANA = { latitude: 20.72, longitude: -103.42 };

/** A Nominatim stand-in: every search finds the one place in Centro; it records what it was asked. */
const startGeocoder = async () => {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(new URL(request.url ?? '/', 'http://stand-in').searchParams.get('q') ?? '');
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify([{ lat: String(CENTRO.lat), lon: String(CENTRO.lng), display_name: CENTRO.label }]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`,
    asked,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
};

let browser: Browser;
let server: RunningServer;
let dataDir: string;
let geocoder: Awaited<ReturnType<typeof startGeocoder>>;

beforeAll(async () => {
  geocoder = await startGeocoder();
  dataDir = demoDataDir('bo-checkout-address-');
  server = await startServer(dataDir, await freePort(), { MAP_TILE_URL: 'none', GEOCODER_URL: geocoder.url });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await geocoder?.close();
});

/** Two waters of $45: above Centro's minimum ($80), below the metropolitan zone's ($150). */
const fillCart = (page: Page) => fillCartWithWaters(page, SLUG, 2);

/** The pin's tip (its anchor) relative to the map's centre, where search and location put it. */
const pinOffset = async (page: Page) => {
  const map = page.getByTestId('delivery-map');
  const box = (await map.boundingBox())!;
  const pin = (await map.locator('.leaflet-marker-icon').boundingBox())!;
  return {
    dx: Math.round(pin.x + pin.width / 2 - (box.x + box.width / 2)),
    dy: Math.round(pin.y + pin.height - (box.y + box.height / 2)),
  };
};

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: '33 1111 2222', searchBy: 'button' },
  { name: 'tablet', viewport: { width: 768, height: 1024 }, phone: '33 3333 4444', searchBy: 'enter' },
] as const;

describe('checkout: address first', () => {
  for (const size of sizes) {
    it(`at ${size.viewport.width}×${size.viewport.height}: search the address, choose, correct, use the location, order`, async () => {
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        locale: 'es-MX',
        viewport: size.viewport,
        geolocation: METROPOLITANA,
        permissions: ['geolocation'],
      });
      const page = await context.newPage();
      await fillCart(page);
      const name = `Cliente Dirección ${size.name} ${Date.now().toString(36)}`;
      await page.getByLabel('Nombre').fill(name);
      await page.getByLabel('Celular (10 dígitos)').fill(size.phone);
      await page.getByRole('radio', { name: 'Efectivo' }).check();

      // Without an address or a pin the button guides to the address and its search, and does not order.
      const submit = page.getByRole('button', { name: /^Hacer pedido/ });
      await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
      await submit.click();
      await page.getByText('Escribe la dirección de entrega.').waitFor();
      await page.getByText('Busca tu dirección con «Buscar en el mapa» o usa tu ubicación').waitFor();
      const address = page.getByLabel('Dirección (calle, número y colonia)');
      await expect.poll(() => address.evaluate((element) => element === document.activeElement)).toBe(true);
      const search = page.getByRole('button', { name: 'Buscar en el mapa' });

      // The typed address, searched: one result, chosen; the pin lands there and the quote is Centro's.
      await address.fill('Morelos 100, Centro');
      if (size.searchBy === 'enter') await address.press('Enter');
      else await search.click();
      const result = page.getByRole('button', { name: CENTRO.label });
      await result.click();
      await result.waitFor({ state: 'detached' });
      expect(geocoder.asked.at(-1)).toBe('Morelos 100, Centro, Guadalajara');
      await page.getByText('Arrastra el pin si no es exacto.').waitFor();
      await expect.poll(() => deliveryFee(page).textContent(), { timeout: 10_000 }).toBe('$25.00');
      const offset = await pinOffset(page);
      expect(Math.abs(offset.dx)).toBeLessThanOrEqual(2);
      expect(Math.abs(offset.dy)).toBeLessThanOrEqual(2);
      expect(await page.getByTestId('minimum-notice').count()).toBe(0);

      // The phone's location moves the pin to the metropolitan zone, whose minimum the cart misses: the warning
      // stands above the sticky button, in view wherever the page is scrolled.
      await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
      await expect.poll(() => deliveryFee(page).textContent(), { timeout: 10_000 }).toBe('$55.00');
      const warning = page.getByTestId('minimum-notice');
      await warning.getByText('Te faltan $60.00 para el pedido mínimo de $150.00.').waitFor();
      for (const scroll of ['top', 'bottom'] as const) {
        await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight), scroll);
        const warningBox = (await warning.boundingBox())!;
        const buttonBox = (await submit.boundingBox())!;
        expect(warningBox.y + warningBox.height, scroll).toBeLessThanOrEqual(buttonBox.y + 1);
        expect(warningBox.y, scroll).toBeGreaterThanOrEqual(0);
        expect(buttonBox.y + buttonBox.height, scroll).toBeLessThanOrEqual(size.viewport.height);
      }
      expect(await submit.isDisabled()).toBe(true);

      // Back to the searched address; the order is placed with Centro's fee.
      await search.click();
      await page.getByRole('button', { name: CENTRO.label }).click();
      await expect.poll(() => deliveryFee(page).textContent(), { timeout: 10_000 }).toBe('$25.00');
      await warning.waitFor({ state: 'detached' });
      await expect.poll(() => submit.textContent(), { timeout: 10_000 }).toMatch(/^Hacer pedido · \$/);
      await submit.click();
      await page.waitForURL((url) => /^\/t\/tacos-el-guero\/pedido\/[^/]+$/.test(url.pathname));
      await page.getByText('Agua de horchata (1 L)').first().waitFor();
      await context.close();
    });
  }
});
