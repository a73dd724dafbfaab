import http from 'node:http';
import { chromium, type Page } from 'playwright-core';
import {
  CHROMIUM_PATH,
  DEMO_PASSWORD,
  DEMO_STOREFRONT_SLUG,
  loadAverage,
  placeDemoOrder,
  startProduct,
} from './lib/product.ts';

/**
 * npm run bench:bundle — JavaScript each screen loads on a cold cache, in the real browser against the real
 * product: bytes after decompression, and bytes on the wire (brotli, as Chromium asks for it). The gzip
 * figure is each file's build-time .gz copy (what a client without brotli receives). See bench/README.md.
 */

type Screen = { name: string; path: string; account?: string; goal: number; pendingOrder?: boolean };
const screens: Screen[] = [
  { name: 'sign-in', path: '/login', goal: 20 },
  { name: 'company home', path: '/home', account: 'empresa@demo.test', goal: 250 },
  { name: 'company orders', path: '/orders', account: 'empresa@demo.test', goal: 250 },
  { name: 'company reports', path: '/reports', account: 'empresa@demo.test', goal: Number.NaN },
  { name: 'partner home', path: '/home', account: 'socio@demo.test', goal: 250 },
  // An order waits for an answer: the orders screen then loads the order's detail at once (decision 029).
  { name: 'orders, 1 waiting', path: '/orders', account: 'empresa@demo.test', goal: 250, pendingOrder: true },
  // The customer storefront's menu: its own entry, no back-office library.
  { name: 'storefront menu', path: `/t/${DEMO_STOREFRONT_SLUG}`, goal: 100 },
  // The rider's phone app: its own entry too (decision 049).
  { name: 'rider sign-in', path: '/r/entrar', goal: 100 },
];

const signIn = async (page: Page, email: string) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
};

/** Bytes the server sends for a URL with that Accept-Encoding (not decompressed). */
const encodedSize = (url: string, encoding: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const verbose = process.argv.includes('--verbose');
const product = await startProduct();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox'] });
try {
  console.log(`load average ${loadAverage()}`);
  console.log(
    'screen            JS files   JS gzip     JS brotli (wire)   JS raw      all on the wire   chunks of note',
  );
  for (const screen of screens) {
    const context = await browser.newContext({ baseURL: product.baseUrl, viewport: { width: 1350, height: 940 } });
    const page = await context.newPage();
    if (screen.account) await signIn(page, screen.account);
    if (screen.pendingOrder) await placeDemoOrder(product.baseUrl, product.dataDir);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts: string[] = [];
    const finished: Promise<number>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== product.baseUrl) return;
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
      finished.push(
        response
          .request()
          .sizes()
          // -1 for an answer without a body of known size (a socket's long poll still open): counted as 0.
          .then((sizes) => Math.max(0, sizes.responseBodySize) + Math.max(0, sizes.responseHeadersSize))
          .catch(() => 0),
      );
    });
    await page.goto(screen.path, { waitUntil: 'networkidle' });
    const wire = (await Promise.all(finished)).reduce((sum, size) => sum + size, 0);
    let gzip = 0;
    let brotli = 0;
    let raw = 0;
    const sizes: [string, number][] = [];
    for (const script of new Set(scripts)) {
      const gz = await encodedSize(`${product.baseUrl}${script}`, 'gzip');
      sizes.push([script.replace('/assets/', ''), gz]);
      gzip += gz;
      brotli += await encodedSize(`${product.baseUrl}${script}`, 'br');
      raw += await encodedSize(`${product.baseUrl}${script}`, 'identity');
    }
    const notable = [...new Set(scripts)]
      .map((script) => script.replace('/assets/', ''))
      .filter((name) => /socket|chart|sales-chart|zod|auth-context|schemas|main-|leaflet/.test(name));
    console.log(
      `${screen.name.padEnd(17)} ${String(new Set(scripts).size).padStart(8)}   ${kB(gzip).padEnd(11)} ${kB(brotli).padEnd(18)} ${kB(raw).padEnd(11)} ${kB(wire).padEnd(17)} ${notable.join(' ')}`,
    );
    if (verbose) {
      const largest = sizes.sort((a, b) => b[1] - a[1]).slice(0, process.argv.includes('--all') ? undefined : 10);
      console.log(`${''.padEnd(17)} largest: ${largest.map(([name, size]) => `${name} ${kB(size)}`).join(', ')}`);
    }
    if (Number.isFinite(screen.goal)) console.log(`${''.padEnd(17)} goal: JS gzip ≤ ${screen.goal} kB`);
    await context.close();
  }
} finally {
  await browser.close();
  await product.stop();
}
