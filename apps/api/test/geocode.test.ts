import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

/** A geocoder on this machine answering Nominatim's jsonv2 shape (or Photon's under /photon); it records each ask. */
const startGeocoder = async () => {
  const asked: Array<{ url: URL; userAgent: string | undefined }> = [];
  let down = false;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    asked.push({ url, userAgent: request.headers['user-agent'] });
    if (down) return response.writeHead(503).end();
    const json = (body: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/photon') {
      return json({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [-103.3712, 20.6741] },
            properties: {
              street: 'Avenida Chapultepec',
              housenumber: '480',
              district: 'Americana',
              city: 'Guadalajara',
            },
          },
        ],
      });
    }
    json(
      Array.from({ length: 7 }, (_, index) => ({
        lat: String(20.67 + index / 1000),
        lon: String(-103.37 - index / 1000),
        display_name: `Avenida Chapultepec ${480 + index}, Americana, Guadalajara, Jalisco, México`,
      })).concat([{ lat: 'x', lon: '1', display_name: 'sin coordenadas' }] as never[]),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    setDown: (value: boolean) => {
      down = value;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
};

let geocoder: Awaited<ReturnType<typeof startGeocoder>>;
const apps: TestApp[] = [];
const start = async (env: Record<string, string>) => {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
};

beforeAll(async () => {
  geocoder = await startGeocoder();
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await geocoder?.close();
});

const geocode = (t: TestApp, query: string) => t.app.inject({ method: 'GET', url: `/api/map/geocode?${query}` });

describe('address search through the API (GET /api/map/geocode, decision 045)', () => {
  it('maps up to 5 results, names the product, leans towards the point given, and asks each search once', async () => {
    const t = await start({ GEOCODER_URL: `${geocoder.base}/search`, PUBLIC_URL: 'https://reparto.example' });
    const first = await geocode(
      t,
      `q=${encodeURIComponent('Av. Chapultepec 480, Guadalajara')}&near=20.6736,-103.3701`,
    );
    expect(first.statusCode, first.body).toBe(200);
    const { results } = first.json();
    expect(results).toHaveLength(5);
    expect(results[0]).toEqual({
      label: 'Avenida Chapultepec 480, Americana, Guadalajara, Jalisco, México',
      lat: 20.67,
      lng: -103.37,
    });
    expect(geocoder.asked).toHaveLength(1);
    const [asked] = geocoder.asked;
    expect(asked.userAgent).toBe('backoffice-reparto/1.0 (+https://reparto.example)');
    expect(asked.url.searchParams.get('q')).toBe('Av. Chapultepec 480, Guadalajara');
    expect(asked.url.searchParams.get('format')).toBe('jsonv2');
    expect(asked.url.searchParams.get('limit')).toBe('5');
    const [left, top, right, bottom] = asked.url.searchParams.get('viewbox')!.split(',').map(Number);
    expect(left).toBeLessThan(-103.3701);
    expect(right).toBeGreaterThan(-103.3701);
    expect(top).toBeGreaterThan(20.6736);
    expect(bottom).toBeLessThan(20.6736);

    // The same search, written a little differently: from the cache, the geocoder is not asked again.
    const again = await geocode(
      t,
      `q=${encodeURIComponent('  av. chapultepec   480, GUADALAJARA ')}&near=20.6736,-103.3701`,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().results).toEqual(results);
    expect(geocoder.asked).toHaveLength(1);
  });

  it('reads Photon’s answer too', async () => {
    const t = await start({ GEOCODER_URL: `${geocoder.base}/photon` });
    const response = await geocode(t, 'q=Chapultepec%20480');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      { label: 'Avenida Chapultepec 480, Americana, Guadalajara', lat: 20.6741, lng: -103.3712 },
    ]);
    const asked = geocoder.asked.at(-1)!;
    expect(asked.url.pathname).toBe('/photon');
    expect(asked.url.searchParams.get('lat')).toBe('20.6767');
    expect(asked.url.searchParams.has('format')).toBe(false);
  });

  it('answers 502 in Spanish when the geocoder is down or unreachable, and 400 for a query too short', async () => {
    const t = await start({ GEOCODER_URL: `${geocoder.base}/search` });
    geocoder.setDown(true);
    try {
      const down = await geocode(t, 'q=Calle%20que%20falla%201');
      expect(down.statusCode).toBe(502);
      expect(down.json().error).toMatchObject({
        code: 'geocoder_unavailable',
        message: expect.stringMatching(/^No pudimos buscar la dirección/),
      });
    } finally {
      geocoder.setDown(false);
    }
    const closed = await start({ GEOCODER_URL: 'http://127.0.0.1:9/search' });
    const unreachable = await geocode(closed, 'q=Calle%20sin%20servidor%202');
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json().error.code).toBe('geocoder_unavailable');
    expect((await geocode(t, 'q=ab')).statusCode).toBe(400);
  });

  it('is off with GEOCODER_URL=none: 404, and the map settings say so', async () => {
    const t = await start({ GEOCODER_URL: 'none' });
    const before = geocoder.asked.length;
    const response = await geocode(t, 'q=Av.%20Chapultepec%20480');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    expect(geocoder.asked).toHaveLength(before);
    const { mapSettings } = await import('../src/map-sources.ts');
    expect(mapSettings(t.config).geocoder).toBe(false);
    expect(mapSettings(apps[0].config).geocoder).toBe(true);
  });
});
