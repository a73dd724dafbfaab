import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { nextMessage, startChild } from './lib/child.ts';
import type { Screen } from './lib/city.ts';
import { seedCity } from './lib/city.ts';
import type { CityConnected, CityJob } from './lib/city-worker.ts';
import { orderLoadJob, runOrderLoad } from './lib/order-load.ts';
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
 *
 * Then the crowded room: the same rate, every order to one company, for `--room-seconds` with no
 * socket and then with the 1,000 screens all in that company's room (a big chain's or a partner's screens), in
 * turns for the same rounds; printed the same way, with the server's CPU per order in each (this process) and that of
 * the child process holding the screens (read from /proc). `--cases room` runs only that case, `--cases city` only
 * the first.
 */
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '300' },
    rate: { type: 'string', default: '600' },
    reads: { type: 'string', default: '5' },
    sockets: { type: 'string', default: '1000' },
    companies: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '2' },
    'room-seconds': { type: 'string', default: '90' },
    cases: { type: 'string', default: 'city,room' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const cases = new Set(values.cases.split(','));
const roomSeconds = Number(values['room-seconds']);

setTimeout(
  () => {
    console.error('Bench stopped: it ran too long.');
    process.exit(1);
  },
  (rounds * 2 * (seconds + roomSeconds) + 900) * 1000,
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
  const job = orderLoadJob(city, url, { rate: Number(values.rate), reads: Number(values.reads), seconds });
  // The crowded room: every order and read to the first company, whose one session every screen uses.
  const crowded = city.screens[0];
  const roomJob: RateJob = {
    ...job,
    bodies: [JSON.stringify(city.shops[0].intakeBody)],
    reads: [{ cookie: crowded.cookie, path: `/api/orders/company/pag?company=${crowded.companyId}&limit=20&offset=0` }],
    seconds: roomSeconds,
  };
  const load = runOrderLoad;
  /** CPU seconds a process (by id) has used so far, from /proc (Linux); undefined elsewhere. */
  const cpuSecondsOf = (pid: number | undefined) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 10 ms
    } catch {
      return undefined;
    }
  };
  const serverCpuSeconds = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  };
  /** Holds `screens` open in a child process; `release` closes them. */
  const hold = async (screens: Screen[]) => {
    const holder = startChild('./city-worker.ts');
    const job: CityJob = {
      type: 'run',
      socketUrl: url,
      intakeUrl: url,
      key: city.key,
      screens,
      orders: [],
      spacingMs: 0,
    };
    holder.send(job);
    const connected = await nextMessage<CityConnected>(holder, 'connected', 300_000);
    const cpuSeconds = () => cpuSecondsOf(holder.pid);
    const release = async () => {
      holder.send({ type: 'stop' });
      await nextMessage(holder, 'result', 60_000);
    };
    return { connected, release, cpuSeconds };
  };
  await load({ ...job, seconds: 10 }); // warm-up, not counted: the first queries and compilations
  console.log(
    `  ${values.rate} orders/min and ${values.reads} API reads/s, ${rounds} round(s): ${cases.has('city') ? `${city.shops.length} companies for ${seconds} s per phase` : ''}${cases.has('city') && cases.has('room') ? '; ' : ''}${cases.has('room') ? `one company's room for ${roomSeconds} s per phase` : ''}`,
  );
  const quiet: RateResult[] = [];
  const busy: RateResult[] = [];
  const roomQuiet: RateResult[] = [];
  const roomBusy: RateResult[] = [];
  let screens = 0;
  let roomScreens = 0;
  /** CPU seconds of the server (this process) in the room phases, and of the process holding the screens. */
  const roomCpu = { quiet: 0, busy: 0, screens: 0 };
  const sockets = (connected: CityConnected) =>
    `${connected.connected} sockets connected${connected.failed ? ` (${connected.failed} failed)` : ''}`;
  for (let round = 1; round <= rounds; round++) {
    if (cases.has('city')) {
      await settleDisk(database);
      quiet.push(await load(job));
      console.log(`  round ${round}, no sockets: done (load average ${loadAverage()})`);
      const { connected, release } = await hold(city.screens);
      screens = connected.connected;
      await settleDisk(database);
      busy.push(await load(job));
      console.log(`  round ${round}, ${sockets(connected)}: done (load average ${loadAverage()})`);
      await release();
    }
    if (cases.has('room')) {
      await settleDisk(database);
      const quietCpu = serverCpuSeconds();
      roomQuiet.push(await load(roomJob));
      roomCpu.quiet += serverCpuSeconds() - quietCpu;
      console.log(`  round ${round}, one company, no sockets: done (load average ${loadAverage()})`);
      const { connected, release, cpuSeconds } = await hold(city.screens.map(() => crowded));
      roomScreens = connected.connected;
      await settleDisk(database);
      const before = { ...app.live.deliveries };
      const [busyCpu, screensCpu] = [serverCpuSeconds(), cpuSeconds()];
      roomBusy.push(await load(roomJob));
      roomCpu.busy += serverCpuSeconds() - busyCpu;
      const screensUsed = (cpuSeconds() ?? Number.NaN) - (screensCpu ?? Number.NaN);
      roomCpu.screens += screensUsed;
      const after = app.live.deliveries;
      console.log(
        `    CPU: server ${(serverCpuSeconds() - busyCpu).toFixed(1)} s (without sockets ${(roomCpu.quiet / round).toFixed(1)} s a phase), ` +
          `the ${roomScreens} screens' process ${screensUsed.toFixed(1)} s`,
      );
      console.log(
        `    fan-out: ${after.broadcasts - before.broadcasts} broadcasts, ${after.writes - before.writes} socket writes ` +
          `(${after.merged - before.merged} events merged into another's write), ${after.turns - before.turns} turns`,
      );
      console.log(
        `  round ${round}, one company, ${sockets(connected)} in its room: done (load average ${loadAverage()})`,
      );
      await release();
    }
  }
  const all = (results: RateResult[], pick: 'intake' | 'api') => results.flatMap((result) => result[pick]);
  const failures = (results: RateResult[]) => results.reduce((sum, result) => sum + result.failures, 0);
  const row = (label: string, results: RateResult[]) =>
    `    ${label.padEnd(22)} intake p50 ${ms(percentile(all(results, 'intake'), 50)).padStart(9)} p99 ${ms(percentile(all(results, 'intake'), 99)).padStart(9)}   ` +
    `API p50 ${ms(percentile(all(results, 'api'), 50)).padStart(9)} p99 ${ms(percentile(all(results, 'api'), 99)).padStart(9)}   ` +
    `failures ${failures(results)}${results.find((r) => r.firstFailure) ? ` (${results.find((r) => r.firstFailure)?.firstFailure})` : ''}`;
  const ratios = (withSockets: RateResult[], without: RateResult[]) =>
    `    with sockets / without, p99: intake ${ratio(percentile(all(withSockets, 'intake'), 99), percentile(all(without, 'intake'), 99))}, ` +
    `API ${ratio(percentile(all(withSockets, 'api'), 99), percentile(all(without, 'api'), 99))} (goal ≤ 1.5×; failures goal 0)`;
  console.log(`\n  (load average ${loadAverage()})`);
  if (cases.has('city')) {
    console.log(`  ${city.shops.length} companies, orders at random ones`);
    console.log(row('no sockets', quiet));
    console.log(row(`${screens} sockets`, busy));
    console.log(ratios(busy, quiet));
  }
  if (cases.has('room')) {
    console.log('  crowded room: every order to one company');
    console.log(row('no sockets', roomQuiet));
    console.log(row(`${roomScreens} in its room`, roomBusy));
    console.log(ratios(roomBusy, roomQuiet));
    const orders = (results: RateResult[]) => all(results, 'intake').length;
    console.log(
      `    server CPU per order: ${((roomCpu.quiet / orders(roomQuiet)) * 1000).toFixed(2)} ms without sockets, ` +
        `${((roomCpu.busy / orders(roomBusy)) * 1000).toFixed(2)} ms with the room (${ratio(roomCpu.busy / orders(roomBusy), roomCpu.quiet / orders(roomQuiet))}); ` +
        `the screens' process ${((roomCpu.screens / orders(roomBusy)) * 1000).toFixed(2)} ms per order`,
    );
  }
  await app.close();
} finally {
  await database.close();
  await drop();
}
process.exit(0);
