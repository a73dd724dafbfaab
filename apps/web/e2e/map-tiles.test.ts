import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataDir, launchBrowser, signInAs } from './browser.ts';
import { apiSession } from './demo-api.ts';
import { freePort, type RunningServer, startServer } from './start-server.ts';

/** A 2×2 orange PNG: any tile or image this machine's tile server hands out. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4ECgERAwQCgAomgVNklVITwAAAABJRU5ErkJggg==',
  'base64',
);

/** Tiles and images from this machine, standing in for OpenStreetMap and an image CDN; it counts what it serves. */
const startImageServer = async () => {
  const served: string[] = [];
  const server = http.createServer((request, response) => {
    served.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(PNG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    served,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
};

let browser: Browser;
let images: Awaited<ReturnType<typeof startImageServer>>;
const servers: Array<{ server: RunningServer; dataDir: string }> = [];

const start = async (env: Record<string, string>) => {
  const dataDir = demoDataDir('bo-tiles-e2e-');
  const server = await startServer(dataDir, await freePort(), env);
  servers.push({ server, dataDir });
  return server;
};

beforeAll(async () => {
  images = await startImageServer();
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  for (const { server, dataDir } of servers) {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await images?.close();
});

/** A signed-in page that records every console error and every request the page makes. */
const partnerPage = async (server: RunningServer, email = 'socio@demo.test') => {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'es-MX',
    viewport: { width: 1024, height: 768 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signInAs(page, email);
  return { page, errors };
};

/** Tiles Leaflet finished loading and that hold a decoded image: what the person sees as streets. */
const drawnTiles = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile-loaded')].filter(
        (tile) => tile.complete && tile.naturalWidth > 0,
      ).length,
  );

const cspErrors = (errors: string[]) => errors.filter((text) => /Content Security Policy/i.test(text));

describe('maps show streets from the configured tile server', () => {
  it('draws the tiles straight from the tile server, which the policy allows exactly', async () => {
    const server = await start({ MAP_TILE_URL: `http://127.0.0.1:${images.port}/osm/{z}/{x}/{y}.png` });
    const { page, errors } = await partnerPage(server);
    const before = images.served.length;
    await page.goto('/zones');
    await expect.poll(() => drawnTiles(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    const asked = images.served.slice(before);
    expect(asked.every((url) => /^\/osm\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
    // The attribution the tile server's licence asks for is on the map.
    await page.locator('.leaflet-control-attribution').getByText('© OpenStreetMap').waitFor();
    expect(cspErrors(errors)).toEqual([]);
    // The storefront's checkout map carries the same policy.
    const storefront = await fetch(`${server.baseUrl}/t/tacos-el-guero`);
    expect(storefront.headers.get('content-security-policy')).toContain(`http://127.0.0.1:${images.port}`);
  });

  it('draws the tiles through the server, which asks the tile server once for every screen', async () => {
    const server = await start({
      MAP_TILE_URL: `http://127.0.0.1:${images.port}/proxied/{z}/{x}/{y}.png`,
      MAP_TILE_PROXY: 'true',
    });
    const { page, errors } = await partnerPage(server);
    const before = images.served.length;
    await page.goto('/zones');
    await expect.poll(() => drawnTiles(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    const sources = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((tile) => new URL(tile.src).pathname),
    );
    expect(sources.every((source) => /^\/api\/map\/tiles\/\d+\/\d+\/\d+$/.test(source))).toBe(true);
    expect(images.served.length - before).toBeGreaterThanOrEqual(4);
    expect(cspErrors(errors)).toEqual([]);

    // A second screen (a new browser, nothing cached in it) draws the streets the first one saw without asking the
    // tile server for any of them.
    await page.waitForLoadState('networkidle');
    await page.context().close();
    const mark = images.served.length;
    const second = await partnerPage(server);
    await second.page.goto('/zones');
    await expect.poll(() => drawnTiles(second.page), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    await second.page.waitForLoadState('networkidle');
    const shown = await second.page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile-loaded')].map((tile) =>
        new URL(tile.src).pathname.replace('/api/map/tiles/', ''),
      ),
    );
    const askedAgain = images.served.slice(mark).map((url) => url.replace(/^\/proxied\/|\.png$/g, ''));
    expect(shown.length).toBeGreaterThanOrEqual(4);
    expect(shown.filter((tile) => askedAgain.includes(tile))).toEqual([]);
  });
});

describe('images from the configured image hosts', () => {
  it('shows an ad image linked from an allowed host, and the API refuses one from elsewhere', async () => {
    const imageHost = `http://localhost:${images.port}`;
    const server = await start({ MAP_TILE_URL: 'none', IMAGE_HOSTS: imageHost });
    const { cookie, body } = await apiSession(server.baseUrl, 'empresa@demo.test');
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });
    const campaign = (image: string) =>
      fetch(`${server.baseUrl}/api/ads/campaigns`, {
        method: 'POST',
        headers: { cookie, 'X-App-Id': 'backoffice-web', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          company: body.business.id,
          placement: 'banner',
          startDate: today,
          endDate: today,
          title: 'Anuncio con imagen de la CDN',
          image,
        }),
      });
    const refused = await campaign('https://cdn.elsewhere.example/ad.png');
    expect(refused.status).toBe(400);
    const created = await campaign(`${imageHost}/cdn/ad.png`);
    expect(created.status).toBe(201);

    const { page, errors } = await partnerPage(server, 'empresa@demo.test');
    await page.goto('/ads');
    const image = page.getByRole('img', { name: 'Imagen del anuncio «Anuncio con imagen de la CDN»' });
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(2);
    expect(await image.getAttribute('src')).toBe(`${imageHost}/cdn/ad.png`);
    expect(cspErrors(errors)).toEqual([]);
  });
});
