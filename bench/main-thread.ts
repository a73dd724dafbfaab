import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import {
  CHROMIUM_PATH,
  DEMO_STOREFRONT_SLUG,
  demoSessionCookies,
  loadAverage,
  roundOrder,
  startComparedProduct,
  startProduct,
} from './lib/product.ts';
import { percentile, ratio } from './lib/stats.ts';

/**
 * npm run bench:main-thread — the main thread's work to load each phone page, measured in the browser itself
 * instead of through Lighthouse's model: Debian's Chromium on a 412 × 823 phone screen with an n× CPU slowdown
 * (`--cpu`, 4 by default, Lighthouse's mobile preset), each page loaded in a fresh context until the network is quiet
 * and React has committed nothing for 3 s. Printed per page (medians of the rounds):
 *
 * - the main thread's busy time (Chrome's TaskDuration), of which script (ScriptDuration) and style and layout;
 * - React's commits and the components they drew (through the hook React offers its developer tools, which the
 *   production build calls too): a component drew when its fiber is a new copy that did work;
 * - the busy time against the same round's baseline page, a fixed script (a loop of 3 million steps), since this
 *   machine's speed moves from run to run.
 *
 * `--compare <dist>` loads each page of a second build right after the same page of the first (which goes first
 * alternates by round), for a before/after under the same load. See bench/README.md.
 */
const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    only: { type: 'string' },
    compare: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const cpu = Number(values.cpu);
const PHONE = { width: 412, height: 823 };

/** The baseline: a page whose only work is a fixed script, loaded under the same slowdown. */
const baselinePage = http.createServer((_request, response) => {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(
    '<!doctype html><html lang="es"><head><title>Base</title></head><body><h1>Base</h1><script>' +
      'let sum = 0; for (let step = 0; step < 3e6; step++) sum += step % 7; document.title = String(sum);' +
      '</script></body></html>',
  );
});
await new Promise<void>((resolve) => baselinePage.listen(0, '127.0.0.1', resolve));
const baselineUrl = `http://127.0.0.1:${(baselinePage.address() as AddressInfo).port}`;

const product = await startProduct();
const compared = values.compare ? await startComparedProduct(values.compare) : undefined;

/** The session cookie a page of a signed-in account carries. */
const sessionCookie = async (baseUrl: string, email: string) => {
  const [pair] = await demoSessionCookies(baseUrl, email);
  return { name: pair!.slice(0, pair!.indexOf('=')), value: pair!.slice(pair!.indexOf('=') + 1) };
};

type Page = { name: string; baseUrl: string; path: string; cookie?: { name: string; value: string } };
const pagesOf = async (baseUrl: string, suffix: string): Promise<Page[]> => {
  const company = await sessionCookie(baseUrl, 'empresa@demo.test');
  const partner = await sessionCookie(baseUrl, 'socio@demo.test');
  return [
    { name: 'sign-in', baseUrl, path: '/login' },
    { name: 'company home', baseUrl, path: '/home', cookie: company },
    { name: 'orders /orders', baseUrl, path: '/orders', cookie: company },
    { name: 'partner home', baseUrl, path: '/home', cookie: partner },
    { name: 'storefront', baseUrl, path: `/t/${DEMO_STOREFRONT_SLUG}` },
  ].map((page) => ({ ...page, name: `${page.name}${suffix}` }));
};
const own = await pagesOf(product.baseUrl, '');
const other = compared ? await pagesOf(compared.baseUrl, ' [compare]') : [];
const pages = [
  { name: 'baseline: fixed script', baseUrl: baselineUrl, path: '/' },
  ...own.flatMap((page, index) => (compared ? [page, other[index]!] : [page])),
].filter((page) => !values.only || page.name.startsWith('baseline') || page.name.includes(values.only));

/** Counts React's commits and the components each drew, from the page's first script on. */
const COMMIT_COUNTER = `
  const commits = { count: 0, drawn: 0 };
  let previous = new WeakSet();
  window.benchCommits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject: () => 1, checkDCE() {}, onScheduleFiberRoot() {},
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(_renderer, root) {
      const seen = new WeakSet();
      const stack = root.current.child ? [root.current.child] : [];
      while (stack.length) {
        const fiber = stack.pop();
        seen.add(fiber);
        if (fiber.flags & 1 && !previous.has(fiber)) commits.drawn += 1;
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previous = seen;
      commits.count += 1;
    },
  };
`;

type Load = { task: number; script: number; styleLayout: number; commits: number; drawn: number };
const load = async (browser: Browser, page: Page): Promise<Load> => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'es-MX' });
  if (page.cookie) await context.addCookies([{ ...page.cookie, domain: new URL(page.baseUrl).hostname, path: '/' }]);
  await context.addInitScript({ content: COMMIT_COUNTER });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Performance.enable');
  const started = Date.now();
  await tab.goto(page.baseUrl + page.path, { waitUntil: 'networkidle' });
  // At 4× a signed-in page is still drawing when the network goes quiet (React's first commit came a second after it,
  // its last of nine later still): wait until React has committed nothing for 3 s, for 20 s at most.
  let commitsSeen = -1;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 3000 && Date.now() - started < 20_000) {
    const count = (await tab.evaluate('window.benchCommits?.count ?? 0')) as number;
    if (count !== commitsSeen) {
      commitsSeen = count;
      quietSince = Date.now();
    }
    await tab.waitForTimeout(250);
  }
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
  const commits = (await tab.evaluate('window.benchCommits ?? { count: 0, drawn: 0 }')) as {
    count: number;
    drawn: number;
  };
  await context.close();
  return {
    task: metric('TaskDuration'),
    script: metric('ScriptDuration'),
    styleLayout: metric('RecalcStyleDuration') + metric('LayoutDuration'),
    commits: commits.count,
    drawn: commits.drawn,
  };
};

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
const results = new Map<string, Load[]>(pages.map((page) => [page.name, []]));
try {
  console.log(`load average ${loadAverage()}   ${rounds} rounds, ${cpu}× CPU, phone ${PHONE.width}×${PHONE.height}`);
  for (let round = 0; round < rounds; round++) {
    const order = roundOrder(pages, round);
    for (const page of order) results.get(page.name)!.push(await load(browser, page));
  }
} finally {
  await browser.close();
  await product.stop();
  await compared?.stop();
  baselinePage.close();
}

const median = (loads: Load[], key: keyof Load) =>
  percentile(
    loads.map((entry) => entry[key]),
    50,
  );
const baseline = median(results.get('baseline: fixed script')!, 'task');
console.log(`load average ${loadAverage()}`);
for (const [name, loads] of results) {
  const task = median(loads, 'task');
  console.log(
    `  ${name.padEnd(28)} main thread ${task.toFixed(0).padStart(5)} ms (script ${median(loads, 'script').toFixed(0).padStart(4)}, style and layout ${median(loads, 'styleLayout').toFixed(0).padStart(4)})   React: ${median(loads, 'commits')} commits, ${median(loads, 'drawn')} components drawn   vs baseline ${ratio(task, baseline)}`,
  );
}
