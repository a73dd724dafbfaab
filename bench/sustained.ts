import { parseArgs } from 'node:util';
import { nextMessage, startChild } from './lib/child.ts';
import { seedCity } from './lib/city.ts';
import type { CityConnected, CityJob } from './lib/city-worker.ts';
import { loadAverage } from './lib/product.ts';
import type { RateJob, RateResult } from './lib/rate-worker.ts';
import { freshDatabase, settleDisk, startApp } from './lib/setup.ts';
import { ms, percentile, ratio } from './lib/stats.ts';

/**
 * npm run bench:sustained — 600 orders a minute (random companies, channel key) and company API reads for
 * 5 minutes, once with no socket connected and once with 1,000 screens connected, in turns, for 2 rounds (a
 * single 5-minute phase's p99 is its 30 slowest intakes, and one such tail moved it by 2× between runs); prints
 * intake and API p99 of all rounds and their ratio (goal ≤ 1.5×), and every failure (goal 0). `--seconds 60
 * --rounds 1` for a quick run. See bench/README.md.
 */
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '300' },
    rate: { type: 'string', default: '600' },
    reads: { type: 'string', default: '5' },
    sockets: { type: 'string', default: '1000' },
    companies: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '2' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);

setTimeout(
  () => {
    console.error('Bench stopped: it ran too long.');
    process.exit(1);
  },
  (rounds * 2 * seconds + 600) * 1000,
).unref();

const { database, drop } = await freshDatabase('postgres', values['database-url']);
try {
  console.log(`load average ${loadAverage()}   seeding…`);
  const city = await seedCity(database, {
    companies: Number(values.companies),
    sockets: Number(values.sockets),
    partners: 0,
    followMin: 0,
    followMax: 0,
  });
  const { app, url } = await startApp(database);
  const job: RateJob = {
    type: 'run',
    baseUrl: url,
    key: city.key,
    bodies: city.shops.map((shop) => JSON.stringify(shop.intakeBody)),
    reads: city.screens.map((screen) => ({
      cookie: screen.cookie,
      path: `/api/orders/company/pag?company=${screen.companyId}&limit=20&offset=0`,
    })),
    intakesPerMinute: Number(values.rate),
    readsPerSecond: Number(values.reads),
    seconds,
  };
  const load = async (phaseSeconds = seconds) => {
    const child = startChild('./rate-worker.ts');
    child.send({ ...job, seconds: phaseSeconds });
    return nextMessage<RateResult>(child, 'result', (phaseSeconds + 120) * 1000);
  };
  await load(10); // warm-up, not counted: the first queries and compilations
  console.log(
    `  ${values.rate} orders/min to ${city.shops.length} companies and ${values.reads} API reads/s, ${seconds} s per phase, ${rounds} round(s)`,
  );
  const quiet: RateResult[] = [];
  const busy: RateResult[] = [];
  let screens = 0;
  for (let round = 1; round <= rounds; round++) {
    await settleDisk(database);
    quiet.push(await load());
    console.log(`  round ${round}, no sockets: done (load average ${loadAverage()})`);
    const holder = startChild('./city-worker.ts');
    const hold: CityJob = {
      type: 'run',
      socketUrl: url,
      intakeUrl: url,
      key: city.key,
      screens: city.screens,
      orders: [],
      spacingMs: 0,
    };
    holder.send(hold);
    const connected = await nextMessage<CityConnected>(holder, 'connected', 300_000);
    screens = connected.connected;
    await settleDisk(database);
    busy.push(await load());
    console.log(
      `  round ${round}, ${connected.connected} sockets connected${connected.failed ? ` (${connected.failed} failed)` : ''}: done (load average ${loadAverage()})`,
    );
    holder.send({ type: 'stop' });
    await nextMessage(holder, 'result', 60_000);
  }
  const all = (results: RateResult[], pick: 'intake' | 'api') => results.flatMap((result) => result[pick]);
  const failures = (results: RateResult[]) => results.reduce((sum, result) => sum + result.failures, 0);
  const row = (label: string, results: RateResult[]) =>
    `    ${label.padEnd(22)} intake p50 ${ms(percentile(all(results, 'intake'), 50)).padStart(9)} p99 ${ms(percentile(all(results, 'intake'), 99)).padStart(9)}   ` +
    `API p50 ${ms(percentile(all(results, 'api'), 50)).padStart(9)} p99 ${ms(percentile(all(results, 'api'), 99)).padStart(9)}   ` +
    `failures ${failures(results)}${results.find((r) => r.firstFailure) ? ` (${results.find((r) => r.firstFailure)?.firstFailure})` : ''}`;
  console.log(`\n  (load average ${loadAverage()})`);
  console.log(row('no sockets', quiet));
  console.log(row(`${screens} sockets`, busy));
  console.log(
    `    with sockets / without, p99: intake ${ratio(percentile(all(busy, 'intake'), 99), percentile(all(quiet, 'intake'), 99))}, ` +
      `API ${ratio(percentile(all(busy, 'api'), 99), percentile(all(quiet, 'api'), 99))} (goal ≤ 1.5×; failures goal 0)`,
  );
  await app.close();
} finally {
  await database.close();
  await drop();
}
process.exit(0);
