import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { MAX_PAGE_LIMIT } from '@backoffice/shared/page-limits';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  createCompany,
  createPartner,
  createPastOrder,
  createProduct,
  createProvider,
} from '../src/db/seed/factories.ts';
import { webPlugin } from '../src/plugins/web.ts';
import { createTestApp, signIn, TEST_PASSWORD, type TestApp } from './helper.ts';
import { statementsIn } from './statements-in.ts';

let t: TestApp;
/** The same build served with SOURCE_MAPS=true. */
let withMaps: TestApp;
let dist: string;
const script = path.resolve(import.meta.dirname, '../../web/scripts/precompress.mjs');
const bundle = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `palabra-${i}`))};`;
const sourceMap = JSON.stringify({ version: 3, sources: ['../src/main.tsx'], names: [], mappings: 'AAAA' });
const html = `<!doctype html><html lang="es"><head><title>Backoffice</title></head><body>${'<div></div>'.repeat(100)}</body></html>`;
/** The back-office page as served: the build's page with the caller's session written in (null signed out). */
const signedOutPage = html.replace(
  '</head>',
  '<script type="application/json" id="boot-session">null</script>\n  </head>',
);
/** The sign-in's own page (decision 066). */
const signInHtml = `<!doctype html><html lang="es"><head><title>Iniciar sesión · Backoffice</title></head><body>${'<p></p>'.repeat(100)}</body></html>`;
const storefrontHtml =
  '<!doctype html><html lang="es-MX"><head><meta name="map-settings" content="" /><title>Tienda</title></head><body></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'bo-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, 'storefront.html'), storefrontHtml);
  writeFileSync(path.join(dist, 'login.html'), signInHtml);
  writeFileSync(
    path.join(dist, 'assets', 'index-Ab12Cd34.js'),
    `${bundle}\n//# sourceMappingURL=index-Ab12Cd34.js.map`,
  );
  writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js.map'), sourceMap);
  writeFileSync(path.join(dist, 'sw.js'), `self.addEventListener('fetch', () => {}); // ${'x'.repeat(1000)}`);
  // The build's own step, on this folder.
  execFileSync(process.execPath, [script, dist]);
  [t, withMaps] = await Promise.all([
    createTestApp({ WEB_DIST_DIR: dist, MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png?a="b"' }),
    createTestApp({ WEB_DIST_DIR: dist, SOURCE_MAPS: 'true' }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), withMaps.close()]);
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static assets', () => {
  it('sends the build-time brotli or gzip copy by Accept-Encoding, and plain otherwise', async () => {
    const brotli = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain(bundle);
    expect(brotli.rawPayload.length).toBeLessThan(bundle.length / 3);

    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(bundle);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(bundle);
  });

  it('caches hashed assets for a year and revalidates index.html, client routes and the service worker', async () => {
    expect((await get('/assets/index-Ab12Cd34.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const worker = await get('/sw.js', 'br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-encoding']).toBe('br');
    // The back-office page carries who asks: revalidated, and never kept by a shared cache.
    const index = await get('/orders', 'br');
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('private, no-cache');
    expect(index.headers.vary).toMatch(/cookie/i);
    expect(index.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(index.rawPayload).toString()).toBe(signedOutPage);
  });

  it('answers the storefront page for shops and cities, with the map settings, and the back-office elsewhere', async () => {
    for (const url of ['/t/tacos-el-guero', '/t/tacos-el-guero/pedido/abc', '/c/guadalajara', '/t', '/c/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<title>Tienda</title>');
      const content = /<meta name="map-settings" content="([^"]*)"/.exec(response.body)?.[1] ?? '';
      const settings = JSON.parse(content.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
      expect(settings).toMatchObject({
        tileUrl: 'https://tiles.example/{z}/{x}/{y}.png?a="b"',
        zoom: expect.any(Number),
      });
    }
    // A shop's menu and checkout fetch the menu while the script loads; other storefront pages do not.
    for (const url of ['/t/tacos-el-guero', '/t/tacos-el-guero/confirmar', '/t/tacos-el-guero?x=1']) {
      expect((await get(url)).body, url).toContain(
        '<link rel="preload" href="/api/storefront/companies/tacos-el-guero" as="fetch" crossorigin="anonymous" />',
      );
    }
    for (const url of ['/t/tacos-el-guero/pedido/abc', '/c/guadalajara', '/t/Mayúsculas%22']) {
      expect((await get(url)).body, url).not.toContain('rel="preload"');
    }
    for (const url of ['/tienda', '/catalogue', '/companies/t/x']) {
      expect((await get(url)).body, url).toBe(signedOutPage);
    }
  });

  it("writes the signed-in caller's session into the back-office page, as GET /api/auth/session answers it", async () => {
    // A name that would close the element or read as a replacement pattern if written as it is.
    const partner = await createPartner(t.db, { name: "Socio </script><script>alert(1)</script> $& $'" });
    const company = await createCompany(t.db, { partnerId: partner.id, name: 'Tacos </script> $` "x"' });
    await createAccount(t.db, {
      email: 'pagina@test.mx',
      password: TEST_PASSWORD,
      type: 'company',
      companyId: company.id,
    });
    const session = await signIn(t.app, 'pagina@test.mx');
    const expected = (
      await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: session.cookie } })
    ).json();
    expect(expected.business.data.name).toBe('Tacos </script> $` "x"');
    for (const url of ['/home', '/orders?tab=2']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      const blocks = [...page.body.matchAll(/<script type="application\/json" id="boot-session">(.*?)<\/script>/gs)];
      expect(blocks).toHaveLength(1);
      expect(page.body).not.toContain('</script> $');
      expect(JSON.parse(blocks[0]![1]!)).toEqual(expected);
    }
    // The build's files are read without a session lookup; the page reads the session once.
    const assetReads = await statementsIn(t.db, () =>
      t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { cookie: session.cookie } }),
    );
    expect(assetReads.filter((text) => /sessions/.test(text))).toEqual([]);
    const pageReads = await statementsIn(t.db, () =>
      t.app.inject({ method: 'GET', url: '/home', headers: { cookie: session.cookie } }),
    );
    expect(pageReads.filter((text) => /"sessions"/.test(text)).length).toBeGreaterThan(0);
    // A cookie the server does not know is signed out.
    const unknown = await t.app.inject({ method: 'GET', url: '/home', headers: { cookie: 'bo_session=nada' } });
    expect(unknown.body).toBe(signedOutPage);
  });

  it("writes a company's live list's first page into its page, as GET /api/orders/company/pag answers it, and nobody else's (decision 067)", async () => {
    const partner = await createPartner(t.db, {});
    const [own, other] = await Promise.all([
      createCompany(t.db, { partnerId: partner.id, name: 'Con lista' }),
      createCompany(t.db, { partnerId: partner.id, name: 'Otra' }),
    ]);
    const product = await createProduct(t.db, { companyId: own.id, name: 'Taco </script> $&', price: 2500 });
    const otherProduct = await createProduct(t.db, { companyId: other.id, name: 'Ajeno', price: 1000 });
    for (const [company, item] of [
      [own, product],
      [own, product],
      [other, otherProduct],
    ] as const) {
      await createPastOrder(t.db, {
        companyId: company.id,
        partnerId: partner.id,
        lines: [{ product: item, quantity: 1 }],
        status: 'pending',
        createdAt: new Date(),
      });
    }
    await createAccount(t.db, { email: 'lista@test.mx', password: TEST_PASSWORD, type: 'company', companyId: own.id });
    await createAccount(t.db, {
      email: 'socio-lista@test.mx',
      password: TEST_PASSWORD,
      type: 'partner',
      partnerId: partner.id,
      role: 'admin',
    });
    const session = await signIn(t.app, 'lista@test.mx');
    const firstReads = (body: string) => {
      const blocks = [...body.matchAll(/<script type="application\/json" id="boot-reads">(.*?)<\/script>/gs)];
      return blocks.map((block) => JSON.parse(block[1]!));
    };
    const before = Date.now();
    const page = await t.app.inject({ method: 'GET', url: '/orders', headers: { cookie: session.cookie } });
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/orders/company/pag?company=${own.id}&limit=${MAX_PAGE_LIMIT}`,
      headers: { cookie: session.cookie, 'x-app-id': 'backoffice-web' },
    });
    expect(page.body).not.toContain('</script> $&');
    const [reads] = firstReads(page.body);
    expect(reads.companyOrders.company).toBe(own.id);
    expect(reads.companyOrders.page).toEqual(api.json());
    expect(reads.companyOrders.page.items).toHaveLength(2);
    // The changes of the last 30 s, asked with the list as the app's own first read asks them: both orders changed
    // then; their `now` is where the list's catch-ups start.
    expect(reads.companyOrders.changes.items.map((order: { id: string }) => order.id).sort()).toEqual(
      api
        .json()
        .items.map((order: { id: string }) => order.id)
        .sort(),
    );
    const now = Date.parse(reads.companyOrders.changes.now);
    expect(now).toBeGreaterThanOrEqual(before - 1);
    expect(now).toBeLessThanOrEqual(Date.now());
    // A partner, a fleet and someone signed out get no first reads: their screens read for themselves.
    const partnerSession = await signIn(t.app, 'socio-lista@test.mx');
    const partnerPage = await t.app.inject({ method: 'GET', url: '/home', headers: { cookie: partnerSession.cookie } });
    expect(firstReads(partnerPage.body)).toEqual([]);
    expect(firstReads((await get('/orders')).body)).toEqual([]);
  });

  it("answers /login with the sign-in's own page when signed out, and sends a signed-in caller to their home", async () => {
    for (const url of ['/login', '/login/', '/login?x=1']) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('private, no-cache');
      expect(page.headers.vary, url).toMatch(/cookie/);
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(signInHtml);
    }
    // Other addresses that start the same are the back-office's.
    for (const url of ['/login-help', '/loginx', '/login/otra']) {
      expect((await get(url)).body, url).toBe(signedOutPage);
    }
    const partner = await createPartner(t.db, {});
    const company = await createCompany(t.db, { partnerId: partner.id });
    await createAccount(t.db, {
      email: 'entrar@test.mx',
      password: TEST_PASSWORD,
      type: 'company',
      companyId: company.id,
    });
    const fleet = await createProvider(t.db, { name: 'Flota de entrada' });
    await createAccount(t.db, {
      email: 'flota-entrar@test.mx',
      password: TEST_PASSWORD,
      type: 'deliveries-provider',
      providerId: fleet.id,
      role: 'admin',
    });
    for (const [email, home] of [
      ['entrar@test.mx', '/home'],
      ['flota-entrar@test.mx', '/'],
    ] as const) {
      const session = await signIn(t.app, email);
      const page = await t.app.inject({ method: 'GET', url: '/login', headers: { cookie: session.cookie } });
      expect(page.statusCode, email).toBe(302);
      expect(page.headers.location, email).toBe(home);
    }
    // A cookie the server does not know is signed out.
    const unknown = await t.app.inject({ method: 'GET', url: '/login', headers: { cookie: 'bo_session=nada' } });
    expect(unknown.body).toBe(signInHtml);
  });

  it('serves the page as built when the session cannot be read, and the app asks for it', async () => {
    const bare = Fastify();
    bare.decorate('config', t.app.config);
    await bare.register(webPlugin, {
      distDir: dist,
      sessionOf: async () => {
        throw new Error('database away');
      },
    });
    const page = await bare.inject({ method: 'GET', url: '/home', headers: { cookie: 'bo_session=x' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(html);
    await bare.close();
  });

  it("names the shell's code, the rest of the styles and the address's screen in a signed-in page, from the build's manifest", async () => {
    const built = mkdtempSync(path.join(tmpdir(), 'bo-dist-'));
    mkdirSync(path.join(built, '.vite'), { recursive: true });
    writeFileSync(
      path.join(built, 'index.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/main-A1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">' +
        '<meta name="mantine-rest-css" content="/assets/mantine-rest-C3.css"></head><body></body></html>',
    );
    writeFileSync(
      path.join(built, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/main-A1.js', imports: ['_react-B2.js'] },
        '_react-B2.js': { file: 'assets/react-B2.js' },
        '_live-D4.js': { file: 'assets/live-D4.js' },
        'src/app/layout/app-layout.tsx': { file: 'assets/app-layout-E5.js', imports: ['_react-B2.js', '_live-D4.js'] },
        'src/orders-page.tsx': {
          file: 'assets/orders-page-F6.js',
          imports: ['_react-B2.js', '_live-D4.js', '_list-G7.js'],
        },
        '_list-G7.js': { file: 'assets/list-G7.js' },
        'src/product-page.tsx': { file: 'assets/product-page-H8.js' },
        'src/partner-orders-page.tsx': { file: 'assets/partner-orders-page-J9.js' },
      }),
    );
    writeFileSync(
      path.join(built, '.vite', 'screens.json'),
      JSON.stringify({
        company: [
          { path: '/orders', module: 'src/orders-page.tsx' },
          { path: '/product/:id', module: 'src/product-page.tsx' },
        ],
        partner: [{ path: '/orders', module: 'src/partner-orders-page.tsx' }],
      }),
    );
    let signedIn: unknown = { type: 'company' };
    const bare = Fastify();
    bare.decorate('config', t.app.config);
    await bare.register(webPlugin, { distDir: built, sessionOf: async () => signedIn });
    const page = (await bare.inject({ method: 'GET', url: '/orders' })).body;
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/app-layout-E5.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/live-D4.js">');
    expect(head).toContain('<link rel="preload" as="style" href="/assets/mantine-rest-C3.css">');
    // The screen the address opens for the account's type, with what it imports beyond the page and the shell.
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/orders-page-F6.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/list-G7.js">');
    expect(head).not.toContain('partner-orders-page-J9.js');
    // What the page already names is not named twice.
    expect(head.match(/react-B2\.js/g)).toHaveLength(1);
    expect(head.match(/live-D4\.js/g)).toHaveLength(1);
    // An address with a parameter and a query; another account type's screen; an address without a screen.
    const product = (await bare.inject({ method: 'GET', url: '/product/abc?tab=2' })).body;
    expect(product).toContain('href="/assets/product-page-H8.js"');
    expect(product).not.toContain('orders-page-F6.js');
    signedIn = { type: 'partner' };
    const partner = (await bare.inject({ method: 'GET', url: '/orders' })).body;
    expect(partner).toContain('href="/assets/partner-orders-page-J9.js"');
    expect(partner).not.toContain('href="/assets/orders-page-F6.js"');
    const elsewhere = (await bare.inject({ method: 'GET', url: '/no-existe' })).body;
    expect(elsewhere).toContain('href="/assets/app-layout-E5.js"');
    expect(elsewhere).not.toContain('page-');
    // Signed out (the sign-in screen), none of it.
    signedIn = null;
    const signedOut = (await bare.inject({ method: 'GET', url: '/login' })).body;
    expect(signedOut).not.toContain('app-layout-E5.js');
    expect(signedOut).not.toContain('rel="preload"');
    await bare.close();
    rmSync(built, { recursive: true, force: true });
  });

  it('answers server paths the app does not have with the JSON 404, never with the web app', async () => {
    // This app has no METRICS_TOKEN, so /metrics does not exist; it is still not a screen of the web app.
    for (const url of ['/metrics', '/metrics?x=1', '/api', '/api?x=1', '/api/no-existe', '/api/no-existe?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
    expect((await get('/metricas')).statusCode).toBe(200);
  });
});

describe('source maps (decision 053)', () => {
  it('are a JSON 404 by default, however asked, never the web app', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js.map', '/assets/index-Ab12Cd34.js.map?v=1', '/assets/otro.js.map']) {
      for (const encoding of [undefined, 'gzip, br']) {
        const response = await get(url, encoding);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
      }
    }
    // The script itself is still served.
    expect((await get('/assets/index-Ab12Cd34.js')).statusCode).toBe(200);
  });

  it('are served with SOURCE_MAPS=true', async () => {
    const response = await withMaps.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js.map' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: 3, sources: ['../src/main.tsx'] });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await withMaps.app.inject({ method: 'GET', url: '/assets/otro.js.map' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('JSON answers', () => {
  it('compresses a large answer when the client accepts it, and leaves small ones alone', async () => {
    const large = await get('/api/docs/json', 'gzip, br');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    expect(document.openapi).toMatch(/^3\./);
    expect(large.rawPayload.length).toBeLessThan(JSON.stringify(document).length / 4);
    const gzip = await get('/api/docs/json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const health = await get('/api/health', 'br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('reads request bodies as sent: a compressed one is refused with a clear error, not inflated', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'x-app-id': 'backoffice-web' },
      payload: gzipSync(JSON.stringify({ email: 'nadie@ejemplo.test', password: 'x' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });
});
