import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { nextMessage, startChild } from './lib/child.ts';
import type { Screen } from './lib/city.ts';
import { seedCity } from './lib/city.ts';
import type { CityConnected, CityJob } from './lib/city-worker.ts';
import { dbUsage } from './lib/db-usage.ts';
import { orderLoadJob, runOrderLoad } from './lib/order-load.ts';
import { loadAverage } from './lib/product.ts';
import type { RateJob, RateResult } from './lib/rate-worker.ts';
import type { ScreensConnected, ScreensJob, ScreensMark, ScreensResult, ScreensStop } from './lib/screens-worker.ts';
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
 * turns for the same rounds; printed the same way, with the CPU per order of each process in each phase: the server
 * (this process), the order load's child, the database's backends and the child holding the screens (from /proc).
 * The room's screens are bare WebSocket clients that count events without decoding them (screens-worker.ts), and
 * check that each heard every order of the phase once; `--screens socket.io` holds them with socket.io-client
 * instead, which parses every event on every socket in that one child. `--cases room` runs only that case,
 * `--cases city` only the first.
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
    screens: { type: 'string', default: 'counting' },
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
const countingScreens = values.screens !== 'socket.io';

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
  /** The crowded room held by bare counting clients (screens-worker.ts): each checks it heard every order once. */
  const holdCounting = async (screen: Screen) => {
    const holder = startChild('./screens-worker.ts');
    holder.send({
      type: 'run',
      socketUrl: url,
      screens: city.screens.map(() => screen),
    } satisfies ScreensJob);
    const connected = await nextMessage<ScreensConnected>(holder, 'connected', 300_000);
    return {
      connected,
      cpuSeconds: () => cpuSecondsOf(holder.pid),
      mark: () => holder.send({ type: 'mark' } satisfies ScreensMark),
      /** Waits (up to 10 s) for every socket to hear the phase's `expected` orders, and says what each heard. */
      check: async (expected: number) => {
        holder.send({ type: 'stop', expected, waitMs: 10_000 } satisfies ScreensStop);
        return await nextMessage<ScreensResult>(holder, 'result', 60_000);
      },
      release: async () => undefined,
    };
  };
  type Room = Awaited<ReturnType<typeof hold>> & {
    mark?: () => void;
    check?: (expected: number) => Promise<ScreensResult>;
  };
  /** CPU of each process in the room's phases, in seconds, summed over the rounds. */
  const roomCpu = {
    quiet: { server: 0, load: 0, database: 0 },
    busy: { server: 0, load: 0, database: 0, screens: 0 },
  };
  const deliveryProblems: string[] = [];
  /** How long each broadcast held the server's thread where it was emitted (the intake's own request). */
  const fanoutMs: number[] = [];
  app.live.observe(({ ms }) => fanoutMs.push(ms));
  /** One phase of the crowded room, with the screens in `room` or none; prints what each process spent. */
  const roomPhase = async (round: number, room: Room | undefined) => {
    await settleDisk(database);
    const before = { ...app.live.deliveries };
    room?.mark?.();
    fanoutMs.length = 0;
    const [server, screens, db] = [serverCpuSeconds(), room?.cpuSeconds(), await dbUsage(database)];
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const result = await load(roomJob);
    loopDelay.disable();
    const used = {
      server: serverCpuSeconds() - server,
      load: result.cpuMs / 1000,
      database: ((await dbUsage(database)).cpuMs - db.cpuMs) / 1000,
      screens: (room?.cpuSeconds() ?? Number.NaN) - (screens ?? Number.NaN),
    };
    const orders = result.intake.length;
    const phase = room ? roomCpu.busy : roomCpu.quiet;
    phase.server += used.server;
    phase.load += used.load;
    phase.database += used.database;
    if (room) roomCpu.busy.screens += used.screens;
    const perOrder = (seconds: number) => `${((seconds / orders) * 1000).toFixed(2)} ms`;
    console.log(
      `  round ${round}, one company, ${room ? `${room.connected.connected} in its room` : 'no sockets'}: ${orders} orders; ` +
        `CPU per order: server ${perOrder(used.server)}, order load ${perOrder(used.load)}, database ${perOrder(used.database)}` +
        `${room ? `, the screens' process ${perOrder(used.screens)}` : ''}; server event loop delay p99 ` +
        `${ms(loopDelay.percentile(99) / 1e6)}, max ${ms(loopDelay.max / 1e6)} (load average ${loadAverage()})`,
    );
    if (room) {
      const after = app.live.deliveries;
      const emitted = fanoutMs.reduce((sum, one) => sum + one, 0);
      console.log(
        `    fan-out: ${after.broadcasts - before.broadcasts} broadcasts, ${after.writes - before.writes} socket writes ` +
          `(${after.merged - before.merged} events merged into another's write), ${after.turns - before.turns} turns; ` +
          `emitting (in the request) p50 ${ms(percentile(fanoutMs, 50))}, p99 ${ms(percentile(fanoutMs, 99))}, ` +
          `${emitted.toFixed(0)} ms in all`,
      );
      const heard = await room.check?.(orders);
      if (heard) {
        const line =
          `each socket heard ${heard.min}–${heard.max} new orders of ${orders}: ${heard.short} sockets short, ` +
          `${heard.over} over, ${heard.closed} closed; ${heard.others} other events`;
        console.log(`    delivery: ${line}`);
        if (heard.short > 0 || heard.over > 0 || heard.closed > 0) deliveryProblems.push(`round ${round}: ${line}`);
      }
    }
    return result;
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
      roomQuiet.push(await roomPhase(round, undefined));
      const room = countingScreens ? await holdCounting(crowded) : await hold(city.screens.map(() => crowded));
      roomScreens = room.connected.connected;
      roomBusy.push(await roomPhase(round, room));
      console.log(
        `  round ${round}, one company, ${sockets(room.connected)} in its room: done (load average ${loadAverage()})`,
      );
      await room.release();
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
    const perOrder = (seconds: number, results: RateResult[]) =>
      `${((seconds / orders(results)) * 1000).toFixed(2)} ms`;
    const { quiet: q, busy: b } = roomCpu;
    console.log(
      `    CPU per order, no sockets: server ${perOrder(q.server, roomQuiet)}, order load ${perOrder(q.load, roomQuiet)}, ` +
        `database ${perOrder(q.database, roomQuiet)}`,
    );
    console.log(
      `    CPU per order, the room:   server ${perOrder(b.server, roomBusy)} (${ratio(b.server / orders(roomBusy), q.server / orders(roomQuiet))}), ` +
        `order load ${perOrder(b.load, roomBusy)}, database ${perOrder(b.database, roomBusy)}, ` +
        `the screens' process ${perOrder(b.screens, roomBusy)} (${countingScreens ? 'counting clients' : 'socket.io-client'})`,
    );
    if (countingScreens) {
      console.log(
        `    delivery: ${deliveryProblems.length === 0 ? 'every socket heard every order once' : deliveryProblems.join('; ')}`,
      );
    }
  }
  await app.close();
} finally {
  await database.close();
  await drop();
}
process.exit(0);
