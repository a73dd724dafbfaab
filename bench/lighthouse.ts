import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_PATH, DEMO_PASSWORD, DEMO_STOREFRONT_SLUG, loadAverage, startProduct } from './lib/product.ts';
import { percentile } from './lib/stats.ts';

/**
 * npm run bench:lighthouse — Lighthouse desktop performance of the sign-in screen and the company home, and
 * Lighthouse mobile (its default: a mid-range phone, slow 4G, 4× CPU slowdown) of the customer storefront's menu,
 * on the real product (built app, demo data) in Debian's Chromium, in rounds interleaved with a blank page under
 * each preset (the baseline: what this machine scores at best right now). Goals: desktop ≥ 95, storefront mobile
 * ≥ 90. See bench/README.md.
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
const login = await fetch(`${product.baseUrl}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-app-id': 'backoffice-web' },
  body: JSON.stringify({ email: 'empresa@demo.test', password: DEMO_PASSWORD }),
});
if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
const cookie = login.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');

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
      `  ${page.name.padEnd(22)} performance median ${String(score).padStart(3)} (rounds ${entry.score.join(', ')}${entry.failed ? `; ${entry.failed} failed` : ''})   ` +
        `TBT ${percentile(entry.tbt, 50).toFixed(0)} ms   LCP ${(percentile(entry.lcp, 50) / 1000).toFixed(2)} s   ` +
        `FCP ${(percentile(entry.fcp, 50) / 1000).toFixed(2)} s   vs baseline ${(score / percentile(base.score, 50)).toFixed(2)}×`,
    );
  }
  console.log('  goal: performance ≥ 95 on sign-in and company home (desktop), ≥ 90 on the storefront (mobile)');
} finally {
  chrome.kill();
  blank.close();
  await product.stop();
}
