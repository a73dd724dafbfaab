import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  CHROMIUM_PATH,
  DEMO_STOREFRONT_SLUG,
  demoSessionCookies,
  loadAverage,
  roundOrder,
  startComparedProduct,
  startProduct,
} from './lib/product.ts';
import { percentile } from './lib/stats.ts';

/**
 * npm run bench:lighthouse — Lighthouse performance on the real product (built app, demo data) in Debian's
 * Chromium: desktop (its desktop preset) for the sign-in screen and the company home; mobile (Lighthouse's default:
 * a Moto G Power class phone, slow 4G, 4× CPU slowdown, simulated) for the sign-in, the company home, the orders
 * board, the partner home and the customer storefront's menu. Rounds interleave the pages with a blank
 * page under each preset (the baseline: what this machine scores at best right now). Goals: desktop ≥ 95, mobile
 * ≥ 90 (sign-in ≥ 95). Each page also prints its observed main-thread time (the machine's load shows there).
 * `--compare <dist>` measures a second build in the same rounds, each page beside the same page of the first (which
 * goes first alternates by round: a before/after under the same load); `--verbose` prints each round's long tasks
 * and costliest scripts. The end prints the host's BenchmarkIndex (Lighthouse's own CPU benchmark, run at the start
 * of each of its runs): the mobile preset's 4× slowdown stands for a Moto G Power on a host of about 1,056 (4 × 264,
 * the phone's index as Chrome DevTools' CPU calibration takes it), and Lighthouse warns below 1,000. `--cpu <n>`
 * slows the mobile pages' CPU n× instead; `--method devtools` has Chromium throttle them as they load and reads each
 * metric as observed (the default simulation estimates them from an unthrottled load). See bench/README.md.
 */
const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
    // --compare <dist>: a second server on another build (say, the commit before a change), every page measured on
    // both in the same rounds, so that a before/after compares under the same load of the machine.
    compare: { type: 'string' },
    // --verbose: each page's longest main-thread tasks and the scripts that took the most time.
    verbose: { type: 'boolean', default: false },
    // --cpu <n>: the mobile pages under an n× CPU slowdown instead of the preset's 4×, to stand for a slower host
    // (the end prints which slowdown a Moto G Power would be on this one).
    cpu: { type: 'string' },
    // --method devtools: the mobile pages under throttling Chromium applies as they load (the preset's network and
    // CPU), each metric as observed, instead of Lighthouse's default simulation (Lantern), which estimates them from
    // an unthrottled load's tasks and requests.
    method: { type: 'string', default: 'simulate' },
  },
});
const rounds = Number(values.rounds);

const blank = http.createServer((_request, response) => {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end('<!doctype html><html lang="es"><head><title>Vacía</title></head><body><h1>Vacía</h1></body></html>');
});
await new Promise<void>((resolve) => blank.listen(0, '127.0.0.1', resolve));
const blankUrl = `http://127.0.0.1:${(blank.address() as AddressInfo).port}/`;

const product = await startProduct();
const compared = values.compare ? await startComparedProduct(values.compare) : undefined;
const signIn = async (baseUrl: string, email: string) => (await demoSessionCookies(baseUrl, email)).join('; ');

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
/**
 * Lighthouse resets a page's storage but keeps cookies: a session cookie a signed-in page's server set stays in the
 * jar, and the next sign-in page would open on /home. Every page starts with an empty jar (its own session, if any,
 * comes in its headers).
 */
const clearCookies = async () => {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const answered = new Promise((resolve) => {
    socket.onmessage = resolve;
  });
  socket.send(JSON.stringify({ id: 1, method: 'Storage.clearCookies' }));
  await answered;
  socket.close();
};
/** The BenchmarkIndex of a Moto G Power (2022), the low-tier phone Chrome DevTools' CPU calibration aims at. */
const LOW_TIER_PHONE_INDEX = 264;
/** The mobile preset's CPU slowdown, as Lighthouse defines it. */
const MOBILE_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
const mobileSlowdown = values.cpu ? Number(values.cpu) : MOBILE_SLOWDOWN;
if (!(mobileSlowdown >= 1)) throw new Error(`--cpu takes a slowdown of 1 or more, not ${values.cpu}`);
if (values.method !== 'simulate' && values.method !== 'devtools')
  throw new Error(`--method is simulate or devtools, not ${values.method}`);
const mobileConfig =
  values.cpu || values.method === 'devtools'
    ? {
        extends: 'lighthouse:default' as const,
        settings: {
          throttlingMethod: values.method as 'simulate' | 'devtools',
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: mobileSlowdown },
        },
      }
    : undefined;
const benchmarkIndexes: number[] = [];
type Page = { name: string; url: string; headers?: Record<string, string>; mobile?: boolean };
const pagesOf = async (baseUrl: string, suffix: string): Promise<Page[]> => {
  const cookie = await signIn(baseUrl, 'empresa@demo.test');
  const partnerCookie = await signIn(baseUrl, 'socio@demo.test');
  return [
    { name: 'sign-in /login', url: `${baseUrl}/login` },
    { name: 'company home /home', url: `${baseUrl}/home`, headers: { cookie } },
    { name: 'sign-in, mobile', url: `${baseUrl}/login`, mobile: true },
    { name: 'company home, mobile', url: `${baseUrl}/home`, headers: { cookie }, mobile: true },
    { name: 'orders /orders, mobile', url: `${baseUrl}/orders`, headers: { cookie }, mobile: true },
    { name: 'partner home, mobile', url: `${baseUrl}/home`, headers: { cookie: partnerCookie }, mobile: true },
    { name: 'storefront /t/ mobile', url: `${baseUrl}/t/${DEMO_STOREFRONT_SLUG}`, mobile: true },
  ].map((page) => ({ ...page, name: `${page.name}${suffix}` }));
};
const own = await pagesOf(product.baseUrl, '');
const other = compared ? await pagesOf(compared.baseUrl, ' [compare]') : [];
const pages: Page[] = [
  { name: 'baseline: blank page', url: blankUrl },
  { name: 'baseline: blank, mobile', url: blankUrl, mobile: true },
  // Each page of the compared build right after the same page of this one.
  ...own.flatMap((page, index) => (compared ? [page, other[index]!] : [page])),
].filter(
  // --only storefront: the pages whose name says it, with the baseline of their preset.
  (page, _index, all) =>
    !values.only ||
    page.name.includes(values.only) ||
    (page.url === blankUrl && all.some((other) => other.name.includes(values.only!) && other.mobile === page.mobile)),
);
type Figures = { score: number[]; tbt: number[]; lcp: number[]; fcp: number[]; main: number[]; failed: number };
const results = new Map<string, Figures>(
  pages.map((page) => [page.name, { score: [], tbt: [], lcp: [], fcp: [], main: [], failed: 0 }]),
);
type Item = Record<string, unknown>;
const itemsOf = (audit: { details?: unknown } | undefined) =>
  ((audit?.details as { items?: Item[] })?.items ?? []) as Item[];
const shortUrl = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
try {
  console.log(
    `load average ${loadAverage()}   ${rounds} rounds, pages interleaved, Lighthouse desktop and mobile presets` +
      (values.cpu ? ` (mobile at ${mobileSlowdown}× CPU)` : '') +
      (values.method === 'devtools' ? ' (mobile throttled by Chromium as it loads, metrics observed)' : ''),
  );
  for (let round = 0; round < rounds; round++) {
    const order = roundOrder(pages, round);
    for (const page of order) {
      await clearCookies();
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
        page.mobile ? mobileConfig : desktopConfig,
      );
      const lhr = run?.lhr;
      if (!lhr) throw new Error(`no result for ${page.name}`);
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      const entry = results.get(page.name)!;
      // A run Lighthouse could not finish scores 0: it is said with its reason and left out of the median.
      if (lhr.runtimeError) {
        console.log(
          `  round ${round + 1}, ${page.name}: Lighthouse failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`,
        );
        entry.failed += 1;
        continue;
      }
      // A signed-in page that ended on another screen (the sign-in, when its session was not taken) measured that
      // screen: said, and left out of the median.
      const ended = new URL(lhr.finalDisplayedUrl).pathname;
      if (ended !== new URL(page.url).pathname) {
        console.log(`  round ${round + 1}, ${page.name}: ended on ${ended}, not measured`);
        entry.failed += 1;
        continue;
      }
      entry.score.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
      entry.tbt.push(lhr.audits['total-blocking-time'].numericValue ?? Number.NaN);
      entry.lcp.push(lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN);
      entry.fcp.push(lhr.audits['first-contentful-paint'].numericValue ?? Number.NaN);
      // Main-thread time of the load as observed (not simulated): with the machine's load it says how busy the CPU
      // was, which the simulated TBT multiplies by the phone's slowdown.
      entry.main.push(lhr.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN);
      if (values.verbose) {
        const tasks = itemsOf(lhr.audits['long-tasks'])
          .slice(0, 6)
          .map(
            (task) =>
              `${shortUrl(task.url)} ${Number(task.duration).toFixed(0)} ms @${Number(task.startTime).toFixed(0)}`,
          );
        const scripts = itemsOf(lhr.audits['bootup-time'])
          .slice(0, 6)
          .map(
            (script) =>
              `${shortUrl(script.url)} ${Number(script.total).toFixed(0)} ms (eval ${Number(script.scripting).toFixed(0)})`,
          );
        const work = itemsOf(lhr.audits['mainthread-work-breakdown'])
          .map((group) => `${group.groupLabel} ${Number(group.duration).toFixed(0)}`)
          .join(', ');
        // Each metric with its own score (0–1): the performance score is their weighted mean (FCP 10 %, SI 10 %,
        // LCP 25 %, TBT 30 %, CLS 25 %), so this says which one a page loses its points on.
        const metrics = (
          [
            ['FCP', 'first-contentful-paint'],
            ['SI', 'speed-index'],
            ['LCP', 'largest-contentful-paint'],
            ['TBT', 'total-blocking-time'],
            ['CLS', 'cumulative-layout-shift'],
          ] as const
        )
          .map(([label, id]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'} (${lhr.audits[id]?.score ?? '?'})`)
          .join(', ');
        console.log(`  round ${round + 1}, ${page.name}: score ${entry.score.at(-1)}; ${metrics}`);
        console.log(`    long tasks (simulated): ${tasks.join('; ')}`);
        console.log(`    scripts (observed): ${scripts.join('; ')}`);
        console.log(`    main thread (observed, ms): ${work}`);
        const lcpElement = itemsOf(lhr.audits['largest-contentful-paint-element'])[0] as
          | { items?: { node?: { snippet?: string } }[] }
          | undefined;
        console.log(`    LCP element ${lcpElement?.items?.[0]?.node?.snippet?.slice(0, 160) ?? '?'}`);
        const shifts = itemsOf(lhr.audits['layout-shifts'])
          .slice(0, 4)
          .map(
            (shift) =>
              `${Number(shift.score).toFixed(3)} ${String((shift.node as { selector?: string } | undefined)?.selector ?? '?').slice(-80)}`,
          );
        if (shifts.length) console.log(`    layout shifts: ${shifts.join('; ')}`);
        // What the page fetched before its LCP (observed, ms from the navigation): the requests on its critical path.
        const lcpAt = lhr.audits['largest-contentful-paint'].numericValue ?? Number.POSITIVE_INFINITY;
        const requests = itemsOf(lhr.audits['network-requests'])
          .filter((request) => Number(request.networkRequestTime) < lcpAt)
          .map(
            (request) =>
              `${shortUrl(request.url).slice(0, 60)} ${Number(request.networkRequestTime).toFixed(0)}–${Number(request.networkEndTime).toFixed(0)}`,
          );
        console.log(`    requests before LCP (observed): ${requests.join('; ')}`);
        // The LCP's phases (TTFB, load delay, load time, render delay), where Lighthouse gives them.
        const phases = itemsOf(lhr.audits['largest-contentful-paint-element'])[1] as
          | { items?: { phase?: string; timing?: number }[] }
          | undefined;
        if (phases?.items?.length)
          console.log(
            `    LCP phases: ${phases.items.map((phase) => `${phase.phase} ${Number(phase.timing).toFixed(0)} ms`).join(', ')}`,
          );
      }
    }
  }
  console.log(`load average ${loadAverage()}`);
  const index = percentile(benchmarkIndexes, 50);
  console.log(
    `  host BenchmarkIndex median ${index.toFixed(0)} (${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)}): ` +
      `under the mobile preset's ${MOBILE_SLOWDOWN}× a phone of ${(index / MOBILE_SLOWDOWN).toFixed(0)} ` +
      `(a Moto G Power: ${LOW_TIER_PHONE_INDEX}, so ${(index / LOW_TIER_PHONE_INDEX).toFixed(1)}× would stand for it here)`,
  );
  for (const page of pages) {
    const base = results.get(
      pages.find((candidate) => candidate.url === blankUrl && candidate.mobile === page.mobile)!.name,
    )!;
    const entry = results.get(page.name)!;
    const score = percentile(entry.score, 50);
    console.log(
      `  ${page.name.padEnd(34)} performance median ${String(score).padStart(3)} (rounds ${entry.score.join(', ')}${entry.failed ? `; ${entry.failed} failed` : ''})   ` +
        `TBT ${percentile(entry.tbt, 50).toFixed(0)} ms   LCP ${(percentile(entry.lcp, 50) / 1000).toFixed(2)} s   ` +
        `FCP ${(percentile(entry.fcp, 50) / 1000).toFixed(2)} s   main thread ${percentile(entry.main, 50).toFixed(0)} ms   ` +
        `vs baseline ${(score / percentile(base.score, 50)).toFixed(2)}×`,
    );
  }
  console.log(
    '  goal: desktop ≥ 95 on sign-in and company home; mobile ≥ 95 on sign-in, ≥ 90 on the homes, orders and storefront',
  );
} finally {
  chrome.kill();
  blank.close();
  await product.stop();
  await compared?.stop();
}
