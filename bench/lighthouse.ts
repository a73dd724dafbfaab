import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_PATH, DEMO_PASSWORD, DEMO_STOREFRONT_SLUG, loadAverage, startProduct } from './lib/product.ts';
import { percentile } from './lib/stats.ts';

/**
 * npm run bench:lighthouse — Lighthouse performance on the real product (built app, demo data) in Debian's
 * Chromium: desktop (its desktop preset) for the sign-in screen and the company home; mobile (Lighthouse's default:
 * a Moto G Power class phone, slow 4G, 4× CPU slowdown, simulated) for the sign-in, the company home, the orders
 * board, the partner home and the customer storefront's menu (issue 28). Rounds interleave the pages with a blank
 * page under each preset (the baseline: what this machine scores at best right now). Goals: desktop ≥ 95, mobile
 * ≥ 90 (sign-in ≥ 95). See bench/README.md.
 */
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, only: { type: 'string' } } });
const rounds = Number(values.rounds);

const blank = http.createServer((_request, response) => {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end('<!doctype html><html lang="es"><head><title>Vacía</title></head><body><h1>Vacía</h1></body></html>');
});
await new Promise<void>((resolve) => blank.listen(0, '127.0.0.1', resolve));
const blankUrl = `http://127.0.0.1:${(blank.address() as AddressInfo).port}/`;

const product = await startProduct();
const signIn = async (email: string) => {
  const login = await fetch(`${product.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-id': 'backoffice-web' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
};
const cookie = await signIn('empresa@demo.test');
const partnerCookie = await signIn('socio@demo.test');

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
type Page = { name: string; url: string; headers?: Record<string, string>; mobile?: boolean };
const pages: Page[] = [
  { name: 'baseline: blank page', url: blankUrl },
  { name: 'sign-in /login', url: `${product.baseUrl}/login` },
  { name: 'company home /home', url: `${product.baseUrl}/home`, headers: { cookie } },
  { name: 'baseline: blank, mobile', url: blankUrl, mobile: true },
  { name: 'sign-in, mobile', url: `${product.baseUrl}/login`, mobile: true },
  { name: 'company home, mobile', url: `${product.baseUrl}/home`, headers: { cookie }, mobile: true },
  { name: 'orders /orders, mobile', url: `${product.baseUrl}/orders`, headers: { cookie }, mobile: true },
  { name: 'partner home, mobile', url: `${product.baseUrl}/home`, headers: { cookie: partnerCookie }, mobile: true },
  { name: 'storefront /t/ mobile', url: `${product.baseUrl}/t/${DEMO_STOREFRONT_SLUG}`, mobile: true },
].filter(
  // --only storefront: the pages whose name says it, with the baseline of their preset.
  (page, _index, all) =>
    !values.only ||
    page.name.includes(values.only) ||
    (page.url === blankUrl && all.some((other) => other.name.includes(values.only!) && other.mobile === page.mobile)),
);
const results = new Map<string, { score: number[]; tbt: number[]; lcp: number[]; fcp: number[]; failed: number }>(
  pages.map((page) => [page.name, { score: [], tbt: [], lcp: [], fcp: [], failed: 0 }]),
);
try {
  console.log(
    `load average ${loadAverage()}   ${rounds} rounds, pages interleaved, Lighthouse desktop and mobile presets`,
  );
  for (let round = 0; round < rounds; round++) {
    for (const page of pages) {
      const run = await lighthouse(
        page.url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: page.headers,
        },
        // Without a config Lighthouse runs its mobile preset.
        page.mobile ? undefined : desktopConfig,
      );
      const lhr = run?.lhr;
      if (!lhr) throw new Error(`no result for ${page.name}`);
      const entry = results.get(page.name)!;
      // A run Lighthouse could not finish scores 0: it is said with its reason and left out of the median.
      if (lhr.runtimeError) {
        console.log(
          `  round ${round + 1}, ${page.name}: Lighthouse failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`,
        );
        entry.failed += 1;
        continue;
      }
      entry.score.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
      entry.tbt.push(lhr.audits['total-blocking-time'].numericValue ?? Number.NaN);
      entry.lcp.push(lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN);
      entry.fcp.push(lhr.audits['first-contentful-paint'].numericValue ?? Number.NaN);
    }
  }
  console.log(`load average ${loadAverage()}`);
  for (const page of pages) {
    const base = results.get(
      pages.find((candidate) => candidate.url === blankUrl && candidate.mobile === page.mobile)!.name,
    )!;
    const entry = results.get(page.name)!;
    const score = percentile(entry.score, 50);
    console.log(
      `  ${page.name.padEnd(24)} performance median ${String(score).padStart(3)} (rounds ${entry.score.join(', ')}${entry.failed ? `; ${entry.failed} failed` : ''})   ` +
        `TBT ${percentile(entry.tbt, 50).toFixed(0)} ms   LCP ${(percentile(entry.lcp, 50) / 1000).toFixed(2)} s   ` +
        `FCP ${(percentile(entry.fcp, 50) / 1000).toFixed(2)} s   vs baseline ${(score / percentile(base.score, 50)).toFixed(2)}×`,
    );
  }
  console.log(
    '  goal: desktop ≥ 95 on sign-in and company home; mobile ≥ 95 on sign-in, ≥ 90 on the homes, orders and storefront',
  );
} finally {
  chrome.kill();
  blank.close();
  await product.stop();
}
