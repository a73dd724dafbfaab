import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { runJob } from './lib/child.ts';
import { seedCity } from './lib/city.ts';
import { type DbUsage, dbUsage } from './lib/db-usage.ts';
import { cpuMsSince } from './lib/open-loop.ts';
import { orderLoadJob, runOrderLoad } from './lib/order-load.ts';
import { loadAverage } from './lib/product.ts';
import type { RateResult } from './lib/rate-worker.ts';
import { seedRiders } from './lib/riders-seed.ts';
import type { RidersJob, RidersResult } from './lib/riders-worker.ts';
import { freshDatabase, settleDisk, startApp } from './lib/setup.ts';
import { ms, percentile, ratio } from './lib/stats.ts';

/**
 * npm run bench:riders (decisions 048 and 055): `--riders` riders (1,000) each posting a position every
 * 5 s for `--seconds` (300) beside the normal order load (`--rate` orders a minute, 600, and company API reads),
 * after the same load for the same time without riders; `--rounds` repeats both phases in turns. Both phases have
 * the same processes: the server (this process), the order load's child and a riders' child holding the
 * dispatcher's socket, which posts only in the riders' phase. Prints the position ingest p50/p99, the dispatcher
 * map's update delay (a partner admin's socket hearing `rider:positions:*`, from the phone's timestamp), the
 * intake's p99 with riders / without (goal ≤ 1.2×), the CPU time of the server, the database and each load
 * generator per phase, and the server's heap per active rider. `--riders 200 --seconds 20` for a quick run.
 */
const { values } = parseArgs({
  options: {
    riders: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '1' },
    every: { type: 'string', default: '5000' },
    rate: { type: 'string', default: '600' },
    reads: { type: 'string', default: '5' },
    companies: { type: 'string', default: '50' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const riderCount = Number(values.riders);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
setTimeout(
  () => {
    console.error('Bench stopped: it ran too long.');
    process.exit(1);
  },
  (rounds * 2 * (seconds + 60) + 900) * 1000,
).unref();

const gc = (globalThis as { gc?: () => void }).gc;
const heapAfterGc = () => {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
};

const { database, drop } = await freshDatabase('postgres', values['database-url']);
try {
  console.log(`load average ${loadAverage()}   seeding…`);
  const city = await seedCity(database, {
    companies: Number(values.companies),
    sockets: Number(values.companies),
    partners: 0,
    followMin: 0,
    followMax: 0,
  });
  const { partnerId, partnerCookie, cookies } = await seedRiders(database, city.shops[0].id, riderCount);
  const { app, url } = await startApp(database);
  const job = orderLoadJob(city, url, { rate: Number(values.rate), reads: Number(values.reads), seconds });
  const ridersJob = (post: boolean): RidersJob => ({
    type: 'run',
    baseUrl: url,
    cookies,
    partnerId,
    partnerCookie,
    everyMs: Number(values.every),
    seconds,
    post,
  });
  await runOrderLoad({ ...job, seconds: 10 }); // warm-up, not counted
  console.log(
    `  ${values.rate} orders/min and ${values.reads} API reads/s over ${city.shops.length} companies, ${seconds} s per phase, ${rounds} round(s)`,
  );

  type Phase = {
    load: RateResult;
    fleet: RidersResult;
    serverCpuMs: number;
    /** The server's event loop: how late a 10 ms timer fired, p99 and max, in ms. */
    loopDelay: { p99: number; max: number };
    db: DbUsage;
    load1: string;
  };
  /** One phase: the order load and the riders' child side by side, and what each process spent. */
  const phase = async (post: boolean): Promise<Phase> => {
    await settleDisk(database);
    const dbBefore = await dbUsage(database);
    const cpu = process.cpuUsage();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const [load, fleet] = await Promise.all([
      runOrderLoad(job),
      runJob<RidersResult>('./riders-worker.ts', ridersJob(post), (seconds + 180) * 1000),
    ]);
    const serverCpuMs = cpuMsSince(cpu);
    loop.disable();
    const loopDelay = { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
    const dbAfter = await dbUsage(database);
    const db = { transactions: dbAfter.transactions - dbBefore.transactions, cpuMs: dbAfter.cpuMs - dbBefore.cpuMs };
    return { load, fleet, serverCpuMs, loopDelay, db, load1: loadAverage() };
  };
  const quiet: Phase[] = [];
  const busy: Phase[] = [];
  let heapBefore = 0;
  for (let round = 1; round <= rounds; round++) {
    quiet.push(await phase(false));
    console.log(`  round ${round} without riders: done (load average ${quiet.at(-1)?.load1})`);
    if (round === 1) heapBefore = heapAfterGc();
    busy.push(await phase(true));
    console.log(`  round ${round} with ${riderCount} riders: done (load average ${busy.at(-1)?.load1})`);
  }
  const heapAfter = heapAfterGc();

  const all = (phases: Phase[], pick: (phase: Phase) => number[]) => phases.flatMap(pick);
  const sum = (phases: Phase[], pick: (phase: Phase) => number) => phases.reduce((total, p) => total + pick(p), 0);
  const intake = (phases: Phase[]) => all(phases, (p) => p.load.intake);
  const api = (phases: Phase[]) => all(phases, (p) => p.load.api);
  const failures = (phases: Phase[]) => sum(phases, (p) => p.load.failures);
  const firstFailure = (phases: Phase[]) => phases.find((p) => p.load.firstFailure)?.load.firstFailure;
  const perSecond = (phases: Phase[], pick: (phase: Phase) => number) =>
    `${(sum(phases, pick) / (phases.length * seconds)).toFixed(0)}`;
  const row = (label: string, phases: Phase[]) =>
    `    ${label.padEnd(18)} intake p50 ${ms(percentile(intake(phases), 50)).padStart(9)} p99 ${ms(percentile(intake(phases), 99)).padStart(9)}   ` +
    `API p99 ${ms(percentile(api(phases), 99)).padStart(9)}   failures ${failures(phases)}${firstFailure(phases) ? ` (${firstFailure(phases)})` : ''}\n` +
    `    ${''.padEnd(18)} CPU ms a second: server ${perSecond(phases, (p) => p.serverCpuMs)}, database ${perSecond(phases, (p) => p.db.cpuMs)}, ` +
    `order load ${perSecond(phases, (p) => p.load.cpuMs)}, riders' child ${perSecond(phases, (p) => p.fleet.cpuMs)}; ` +
    `database transactions a second ${perSecond(phases, (p) => p.db.transactions)}; ` +
    `server event loop delay p99 ${ms(Math.max(...phases.map((p) => p.loopDelay.p99)))} max ${ms(Math.max(...phases.map((p) => p.loopDelay.max)))}`;
  console.log(`\n  (load average ${loadAverage()})`);
  console.log(row('without riders', quiet));
  console.log(row(`${riderCount} riders`, busy));
  console.log(
    `    intake p99 with riders / without: ${ratio(percentile(intake(busy), 99), percentile(intake(quiet), 99))} (goal ≤ 1.2×); ` +
      `API p99 ${ratio(percentile(api(busy), 99), percentile(api(quiet), 99))}`,
  );
  const posted = sum(busy, (p) => p.fleet.posted);
  const extraServerCpu = sum(busy, (p) => p.serverCpuMs) - sum(quiet, (p) => p.serverCpuMs);
  const fleetFailures = sum(busy, (p) => p.fleet.failures);
  const fleetFirst = busy.find((p) => p.fleet.firstFailure)?.fleet.firstFailure;
  const later = all(busy, (p) => p.fleet.ingest);
  const firstBatches = all(busy, (p) => p.fleet.firstIngest);
  const ingest = [...firstBatches, ...later];
  const lag = all(busy, (p) => p.fleet.lag);
  const delays = all(busy, (p) => p.fleet.delays);
  console.log(
    `    positions: ${posted} batches (${(posted / (rounds * seconds)).toFixed(0)}/s), ingest p50 ${ms(percentile(ingest, 50))} ` +
      `p99 ${ms(percentile(ingest, 99))} (each rider's first batch p99 ${ms(percentile(firstBatches, 99))}, the later ones ${ms(percentile(later, 99))}), ` +
      `failures ${fleetFailures}${fleetFirst ? ` (${fleetFirst})` : ''}; ` +
      `the riders' child sent them late by p50 ${ms(percentile(lag, 50))} p99 ${ms(percentile(lag, 99))}`,
  );
  console.log(
    `    server CPU per batch (with riders minus without): ${ms(extraServerCpu / posted)}; ` +
      `database transactions per batch: ${((sum(busy, (p) => p.db.transactions) - sum(quiet, (p) => p.db.transactions)) / posted).toFixed(3)}`,
  );
  console.log(
    `    dispatcher map: ${sum(busy, (p) => p.fleet.events)} events heard carrying ${sum(busy, (p) => p.fleet.positions)} positions, delay from the phone p50 ${ms(percentile(delays, 50))} ` +
      `p99 ${ms(percentile(delays, 99))} max ${ms(percentile(delays, 100))}`,
  );
  console.log(
    `    server heap per active rider: ${gc ? `${((heapAfter - heapBefore) / riderCount / 1024).toFixed(1)} KiB` : 'n/a (run with --expose-gc)'} ` +
      `(heap ${(heapBefore / 2 ** 20).toFixed(0)} → ${(heapAfter / 2 ** 20).toFixed(0)} MiB)`,
  );
  await app.close();
} finally {
  await database.close();
  await drop();
}
process.exit(0);
