import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import {
  CHROMIUM_PATH,
  demoSessionCookies,
  loadAverage,
  roundOrder,
  startComparedProduct,
  startProduct,
} from './lib/product.ts';
import { percentile } from './lib/stats.ts';

/**
 * npm run bench:profile — where a page's load spends the main thread's script time, by what the code is: Chromium's
 * CPU profiler (100 µs samples) on a 412 × 823 phone screen, each load in a fresh context until the network is quiet
 * and one second more, every sample's self time put to the package or app folder its function comes from (read
 * through the build's source maps): React, Mantine, TanStack Query, React Router, Socket.IO, the app's folders, the
 * first Intl objects, the browser's own calls (storage, fetch, DOM) and garbage collection. Idle time is left out.
 *
 * Printed per build: the medians per load of each group and of the busiest functions. `--compare <dist>` loads a
 * second build in the same rounds, right after the first (which goes first alternates by round), and prints each
 * group's ratio: a before/after under the same load of the machine, which moves from run to run. Figures are at full
 * speed (`--cpu` slows the page's CPU down) and include the profiler's own cost. See bench/README.md.
 */
const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/home' },
    // company, partner or none (a public page)
    account: { type: 'string', default: 'company' },
    rounds: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '1' },
    top: { type: 'string', default: '15' },
    compare: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const EMAILS: Record<string, string | undefined> = {
  company: 'empresa@demo.test',
  partner: 'socio@demo.test',
  none: undefined,
};
if (!(values.account! in EMAILS)) throw new Error(`--account is company, partner or none, not ${values.account}`);
const email = EMAILS[values.account!];

type Build = { name: string; baseUrl: string; dist: string };
const product = await startProduct();
const compared = values.compare ? await startComparedProduct(values.compare) : undefined;
const builds: Build[] = [
  {
    name: 'this build',
    baseUrl: product.baseUrl,
    dist: process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../apps/web/dist'),
  },
  ...(compared
    ? [{ name: 'this build [compare]', baseUrl: compared.baseUrl, dist: path.resolve(values.compare!) }]
    : []),
];

/** Where a sampled function's code comes from: a package, an app folder, or the browser's own work. */
const GROUPS: [RegExp, string][] = [
  [/node_modules\/(react-dom|scheduler)\//, 'React (render, commit)'],
  [/node_modules\/react\//, 'React (elements, hooks)'],
  [/node_modules\/@mantine\//, 'Mantine'],
  [/node_modules\/@tanstack\//, 'TanStack Query'],
  [/node_modules\/react-router/, 'React Router'],
  [/node_modules\/(socket\.io|engine\.io|@socket\.io)/, 'Socket.IO'],
  [/node_modules\/@tabler\//, 'icons'],
  [/node_modules\//, 'other packages'],
];
const maps = new Map<string, SourceMapConsumer | null>();
const mapOf = (dist: string, url: string) => {
  const file = path.join(dist, `${new URL(url).pathname}.map`);
  if (!maps.has(file))
    maps.set(file, fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
  return maps.get(file);
};
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
const placeOf = (dist: string, frame: CallFrame): { group: string; name: string } => {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return { group: name === '(garbage collector)' ? 'garbage collection' : 'browser calls', name };
  if (!frame.url.includes('/assets/')) return { group: 'page', name };
  const position = mapOf(dist, frame.url)?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  const source = position?.source;
  // A chunk's own lines (its modules' lazy starts) have no source.
  if (!source) return { group: 'module evaluation', name: path.basename(new URL(frame.url).pathname) };
  const where = `${position.name ?? name} ${path.basename(source)}:${position.line}`;
  const group = GROUPS.find(([pattern]) => pattern.test(source))?.[1];
  if (group) return { group, name: where };
  const app = source.match(/src\/(.*)$/)?.[1] ?? source;
  if (/(^|\/)(money|schedule-time|slot-words)\.ts$/.test(app)) return { group: 'Intl formatters', name: where };
  const folder = app
    .split('/')
    .slice(0, app.startsWith('features/') ? 2 : 1)
    .join('/');
  return { group: `app: ${folder}`, name: where };
};

type Profile = {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
};
type Load = { busy: number; groups: Map<string, number>; functions: Map<string, number> };
const add = (totals: Map<string, number>, key: string, ms: number) => totals.set(key, (totals.get(key) ?? 0) + ms);

const load = async (browser: Browser, build: Build): Promise<Load> => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'es-MX' });
  if (email)
    await context.addCookies(
      (await demoSessionCookies(build.baseUrl, email)).map((pair) => ({
        name: pair.slice(0, pair.indexOf('=')),
        value: pair.slice(pair.indexOf('=') + 1),
        url: build.baseUrl,
      })),
    );
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await tab.goto(build.baseUrl + values.path, { waitUntil: 'networkidle' });
  await tab.waitForTimeout(1000);
  const ended = new URL(tab.url()).pathname;
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await context.close();
  if (ended !== values.path) throw new Error(`${build.name}: the page ended on ${ended}, not ${values.path}`);
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const result: Load = { busy: 0, groups: new Map(), functions: new Map() };
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id)!;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)' || frame.functionName === '(root)')
      return;
    // A sample's time is the gap to the next one.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const place = placeOf(build.dist, frame);
    result.busy += ms;
    add(result.groups, place.group, ms);
    add(result.functions, `${place.group} · ${place.name}`, ms);
  });
  return result;
};

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
const loads = new Map<string, Load[]>(builds.map((build) => [build.name, []]));
const medianOf = (build: string, pick: (load: Load) => number) =>
  percentile(
    loads.get(build)!.map((entry) => pick(entry)),
    50,
  ) ?? Number.NaN;
try {
  console.log(
    `load average ${loadAverage()}   ${values.path} as ${values.account}, ${rounds} rounds, ${values.cpu}× CPU, phone 412×823`,
  );
  for (let round = 0; round < rounds; round++)
    for (const build of roundOrder(builds, round)) loads.get(build.name)!.push(await load(browser, build));
  console.log(`load average ${loadAverage()}`);
  const [first, second] = builds;
  const groups = [...new Set([...loads.values()].flatMap((all) => all.flatMap((entry) => [...entry.groups.keys()])))];
  const rows = groups
    .map((group) => ({
      group,
      own: medianOf(first!.name, (entry) => entry.groups.get(group) ?? 0),
      other: second ? medianOf(second.name, (entry) => entry.groups.get(group) ?? 0) : 0,
    }))
    .sort((a, b) => b.own + b.other - (a.own + a.other));
  const figure = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`;
  const ratio = (own: number, other: number) => (own > 0 ? `${(other / own).toFixed(2)}×` : '–');
  const busyOwn = medianOf(first!.name, (entry) => entry.busy);
  const busyOther = second ? medianOf(second.name, (entry) => entry.busy) : 0;
  console.log(
    `  ${'script and browser work per load (median)'.padEnd(42)}${figure(busyOwn)}` +
      (second ? `   [compare] ${figure(busyOther)}   ${ratio(busyOwn, busyOther)}` : ''),
  );
  for (const row of rows)
    console.log(
      `    ${row.group.padEnd(40)}${figure(row.own)}` +
        (second ? `   [compare] ${figure(row.other)}   ${ratio(row.own, row.other)}` : ''),
    );
  for (const build of builds) {
    const functions = new Map<string, number>();
    for (const entry of loads.get(build.name)!)
      for (const [name, ms] of entry.functions) add(functions, name, ms / rounds);
    console.log(`  busiest functions, ${build.name} (mean per load):`);
    for (const [name, ms] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
      console.log(`    ${figure(ms)}  ${name}`);
  }
} finally {
  await browser.close();
  await product.stop();
  await compared?.stop();
}
