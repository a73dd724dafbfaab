import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { tileImageSource } from '../src/map-sources.ts';
import { asHeaders, createTenants, createTestApp, signIn } from './helper.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A tile server on this machine: counts what it is asked, and can go silent or down. */
const startTileServer = async () => {
  const asked: Array<{ url: string; userAgent: string | undefined }> = [];
  let mode: 'ok' | 'down' | 'silent' = 'ok';
  const server = http.createServer((request, response) => {
    asked.push({ url: request.url ?? '', userAgent: request.headers['user-agent'] });
    if (mode === 'silent') return;
    if (mode === 'down') return response.writeHead(503).end();
    if (request.url?.startsWith('/9/')) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    asked,
    setMode: (next: typeof mode) => {
      mode = next;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
};

const cspOf = (headers: Record<string, unknown>) => String(headers['content-security-policy']);
const imgSrcOf = (headers: Record<string, unknown>) =>
  cspOf(headers)
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('img-src'));

describe('map tiles: the Content-Security-Policy allows exactly the configured tile server', () => {
  it('allows the default OpenStreetMap origin, a {s} template as one wildcard label, nothing with tiles off', async () => {
    const sourceFor = (env: Record<string, string>) => tileImageSource(loadConfig(env));
    expect(sourceFor({})).toBe('https://tile.openstreetmap.org');
    expect(sourceFor({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' })).toBe(
      'https://*.tile.example.org',
    );
    expect(sourceFor({ MAP_TILE_URL: 'http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png' })).toBe('http://127.0.0.1:8080');
    expect(sourceFor({ MAP_TILE_URL: 'none' })).toBeUndefined();
    expect(sourceFor({ MAP_TILE_PROXY: 'true' })).toBeUndefined();
    const t = await createTestApp({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(imgSrcOf(response.headers)).toBe("img-src 'self' data: blob: https://*.tile.example.org");
    } finally {
      await t.close();
    }
  });

  it('refuses a tile template that is not one', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles.example/{z}' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('answers 404 at /api/map/tiles when tiles are not proxied', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/map/tiles/1/0/0' });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('map tiles through the API (MAP_TILE_PROXY)', () => {
  let tiles: Awaited<ReturnType<typeof startTileServer>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dataDir: string;

  beforeAll(async () => {
    tiles = await startTileServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-tiles-'));
    t = await createTestApp({
      MAP_TILE_PROXY: 'true',
      MAP_TILE_URL: `http://127.0.0.1:${tiles.port}/{z}/{x}/{y}.png`,
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://reparto.example',
    });
  });
  afterAll(async () => {
    await t?.close();
    await tiles?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives the map settings the proxied template, with no session for the storefront', async () => {
    const { a } = await createTenants(t.db);
    const headers = asHeaders(await signIn(t.app, a.emails.admin));
    const response = await t.app.inject({ method: 'GET', url: '/api/zones/map-settings', headers });
    expect(response.json().tileUrl).toBe('/api/map/tiles/{z}/{x}/{y}');
  });

  it('fetches a tile once, naming itself, keeps it owner-only on disk, and serves it again without asking', async () => {
    const before = tiles.asked.length;
    const first = await t.app.inject({ method: 'GET', url: '/api/map/tiles/12/905/1796' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.rawPayload.equals(PNG)).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: '/api/map/tiles/12/905/1796' });
    expect(again.rawPayload.equals(PNG)).toBe(true);
    const asked = tiles.asked.slice(before);
    expect(asked.map((entry) => entry.url)).toEqual(['/12/905/1796.png']);
    expect(asked[0].userAgent).toMatch(/^backoffice-reparto\/1\.0 \(\+https:\/\/reparto\.example\)$/);
    const file = path.join(dataDir, 'tiles', '12', '905', '1796');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('asks the tile server once for many screens asking the same tile at once', async () => {
    const before = tiles.asked.length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ method: 'GET', url: '/api/map/tiles/13/1810/3592' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(tiles.asked.length - before).toBe(1);
  });

  it('keeps serving a tile seen before when the tile server is down, and says so when it never saw it', async () => {
    await t.app.inject({ method: 'GET', url: '/api/map/tiles/14/3620/7185' });
    // Age the cached tile past its 7 days so that the server is asked again.
    const file = path.join(dataDir, 'tiles', '14', '3620', '7185');
    const old = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    fs.utimesSync(file, old, old);
    tiles.setMode('down');
    try {
      const stale = await t.app.inject({ method: 'GET', url: '/api/map/tiles/14/3620/7185' });
      expect(stale.statusCode).toBe(200);
      expect(stale.headers['cache-control']).toBe('public, max-age=300');
      const unseen = await t.app.inject({ method: 'GET', url: '/api/map/tiles/14/3620/7186' });
      expect(unseen.statusCode).toBe(502);
      expect(unseen.json().error.code).toBe('map_tiles_unavailable');
    } finally {
      tiles.setMode('ok');
    }
  });

  it('passes a missing tile on as 404 and refuses coordinates outside the zoom', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/map/tiles/9/1/1' })).statusCode).toBe(404);
    const outside = await t.app.inject({ method: 'GET', url: '/api/map/tiles/2/4/0' });
    expect(outside.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/map/tiles/20/0/0' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/map/tiles/1/-1/0' })).statusCode).toBe(400);
  });
});

describe('images by address: accepted only from IMAGE_HOSTS, which the Content-Security-Policy allows', () => {
  it('refuses an https image from an unlisted host and accepts a listed one and an upload', async () => {
    const t = await createTestApp({ IMAGE_HOSTS: 'https://cdn.example.com, https://img.example.org/' });
    try {
      const { a } = await createTenants(t.db);
      const headers = asHeaders(await signIn(t.app, a.emails.admin));
      expect(imgSrcOf((await t.app.inject({ method: 'GET', url: '/api/health' })).headers)).toBe(
        "img-src 'self' data: blob: https://tile.openstreetmap.org https://cdn.example.com https://img.example.org",
      );
      const rider = (photo: string | null) =>
        t.app.inject({
          method: 'POST',
          url: '/api/riders',
          headers,
          payload: {
            name: 'Luis Pérez',
            phone: `33${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
            photo,
          },
        });
      const refused = await rider('https://evil.example/photo.png');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details).toEqual([
        {
          field: 'body.photo',
          message: 'Sube la imagen o usa una dirección de https://cdn.example.com, https://img.example.org.',
        },
      ]);
      const sneaky = await rider('https://cdn.example.com.evil.example/photo.png');
      expect(sneaky.statusCode).toBe(400);
      const listed = await rider('https://cdn.example.com/photo.png');
      expect(listed.statusCode, listed.body).toBe(201);
      const uploaded = await rider('/api/uploads/abc.webp');
      expect(uploaded.statusCode, uploaded.body).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('refuses every external image when no host is listed', async () => {
    const t = await createTestApp();
    try {
      const { a } = await createTenants(t.db);
      const headers = asHeaders(await signIn(t.app, a.emails.company));
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/companies?ID=${a.companies[0].id}`,
        headers,
        payload: { logo: 'https://cdn.example.com/logo.png' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0]).toEqual({
        field: 'body.logo',
        message: 'Sube la imagen: las direcciones de otros sitios no se muestran en la aplicación.',
      });
    } finally {
      await t.close();
    }
  });

  it('refuses an IMAGE_HOSTS entry that is not an origin', () => {
    expect(() => loadConfig({ IMAGE_HOSTS: 'https://cdn.example.com/images' })).toThrow(/IMAGE_HOSTS/);
    expect(() => loadConfig({ IMAGE_HOSTS: 'cdn.example.com' })).toThrow(/IMAGE_HOSTS/);
  });
});
