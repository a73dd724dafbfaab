import { spawn } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { newOrderEvent } from '@backoffice/shared';
import { startBaseline } from './lib/baseline.ts';
import { nextMessage, startChild } from './lib/child.ts';
import type { LoadJob, LoadResult } from './lib/load-worker.ts';
import { BENCH_EMAIL, BENCH_PASSWORD, freshDatabase, seedBench, startApp } from './lib/setup.ts';
import type { EmitRequest, SocketsJob, SocketsProgress, SocketsResult } from './lib/sockets-worker.ts';
import { ms, now, percentile, ratio } from './lib/stats.ts';

/**
 * npm run bench — measures on this machine, in one run, and prints figures (no pass/fail):
 * (a) order intake (POST /api/orders through the real app) against a bare Fastify + same-database insert;
 * (b) time from intake to `new:order:{companyId}` at 1,000 connected company sockets, against a raw emit.
 * See bench/README.md.
 */

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '20' },
    sockets: { type: 'string', default: '1000' },
    orders: { type: 'string', default: '50' },
    spacing: { type: 'string', default: '150' },
    spread: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    'skip-pglite': { type: 'boolean', default: false },
    'skip-postgres': { type: 'boolean', default: false },
  },
});
const positive = (name: string, raw: string, max: number) => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`--${name} must be an integer 1..${max}`);
  return value;
};
const options = {
  requests: positive('requests', values.requests, 100_000),
  connections: positive('connections', values.connections, 1000),
  sockets: positive('sockets', values.sockets, 10_000),
  orders: positive('orders', values.orders, 1000),
  spacing: positive('spacing', values.spacing, 10_000),
  spread: positive('spread', values.spread, 1000),
  rounds: positive('rounds', values.rounds, 20),
  adminUrl: values['database-url'],
  pglite: !values['skip-pglite'],
  postgres: !values['skip-postgres'],
};

const HARD_LIMIT_MS = 6 * 60_000;
setTimeout(() => {
  console.error(`\nBench stopped: it ran longer than ${HARD_LIMIT_MS / 60_000} minutes.`);
  process.exit(1);
}, HARD_LIMIT_MS).unref();

const runLoad = async (url: string, headers: Record<string, string>, bodies: unknown[]) => {
  const child = startChild('./load-worker.ts');
  const job: LoadJob = {
    type: 'run',
    url,
    headers,
    bodies: bodies.map((body) => JSON.stringify(body)),
    connections: options.connections,
    requests: options.requests,
    warmup: Math.min(100, options.requests),
    maxSeconds: 20,
  };
  // The servers run in this process and the load in the child, so this process's CPU time is the
  // servers' work: per request it hardly depends on what else the machine runs, unlike req/s.
  const cpuBefore = process.cpuUsage();
  child.send(job);
  const result = await nextMessage<LoadResult>(child, 'result', 120_000);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000 / (job.warmup + result.ok + result.failed);
  const rps = (result.ok / result.durationMs) * 1000;
  return { ...result, rps, cpuMs, p50: percentile(result.latencies, 50), p99: percentile(result.latencies, 99) };
};
type Load = Awaited<ReturnType<typeof runLoad>>;

/** The round with the median throughput (its own latencies go with it). */
const medianLoad = (loads: Load[]) => [...loads].sort((a, b) => a.rps - b.rps)[Math.floor((loads.length - 1) / 2)];

const loadLine = (label: string, load: Load) =>
  `    ${label.padEnd(34)} ${load.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(load.p50).padStart(9)}   p99 ${ms(load.p99).padStart(9)}   server CPU ${ms(load.cpuMs).padStart(8)}/request   (${load.ok} ok${load.failed ? `, ${load.failed} failed: ${load.firstFailure}` : ''})`;

const comparison = (intake: Load, base: Load, cpu: boolean) =>
  `throughput ${ratio(intake.rps, base.rps)}, p50 latency ${ratio(intake.p50, base.p50)}, p99 latency ${ratio(intake.p99, base.p99)}${cpu ? `, server CPU per request ${ratio(base.cpuMs, intake.cpuMs)} (≈ throughput on an idle machine)` : ''}`;

/**
 * The figure: each round's intake against the baseline of the same round (the pair ran under the same load), the
 * median over the rounds. This machine's speed drifts by up to 1.6× within a minute, so a ratio of two medians taken
 * from different rounds moves with that drift; it is printed below the figure for reference only.
 */
const roundRatios = (intakes: Load[], bases: Load[]) => {
  const median = (values: number[]) => percentile(values, 50);
  const pairs = intakes.map((intake, index) => [intake, bases[index]] as const);
  const throughputs = pairs.map(([i, b]) => i.rps / b.rps);
  return `throughput ${median(throughputs).toFixed(2)}× (rounds ${throughputs.map((value) => value.toFixed(2)).join(', ')}), server CPU per request ${median(pairs.map(([i, b]) => b.cpuMs / i.cpuMs)).toFixed(2)}×`;
};

const measureIntake = async (kind: 'postgres' | 'pglite') => {
  const setupStarted = now();
  const { database, drop } = await freshDatabase(kind, options.adminUrl);
  try {
    const seeded = await seedBench(database, kind === 'postgres' ? options.spread : 1);
    const { app, url } = await startApp(database);
    const baseline = await startBaseline(database, seeded.company);
    try {
      console.log(`\n  [${kind}] fresh database ready in ${ms(now() - setupStarted)}`);
      const bearer = { authorization: `Bearer ${seeded.key}` };
      // Baseline and intake take turns, so a change of load on this shared machine hits both alike.
      const bases: Load[] = [];
      const intakes: Load[] = [];
      const spreads: Load[] = [];
      const bodies = seeded.shops.map((shop) => shop.intakeBody);
      // Not counted: one whole phase of each server first, so that no round measures a first pass through code V8
      // has not compiled yet (the servers' JavaScript, and PGlite's WebAssembly, which it optimises once it is hot).
      await runLoad(`${baseline.url}/orders`, {}, [seeded.intakeBody]);
      await runLoad(`${url}/api/orders`, bearer, [seeded.intakeBody]);
      console.log(`    warm-up: one uncounted phase of each (load average ${os.loadavg()[0].toFixed(2)})`);
      for (let round = 1; round <= options.rounds; round++) {
        console.log(`    round ${round} (load average ${os.loadavg()[0].toFixed(2)})`);
        bases.push(await runLoad(`${baseline.url}/orders`, {}, [seeded.intakeBody]));
        console.log(loadLine('  baseline (bare Fastify + insert)', bases.at(-1)!));
        intakes.push(await runLoad(`${url}/api/orders`, bearer, [seeded.intakeBody]));
        console.log(loadLine('  intake POST /api/orders', intakes.at(-1)!));
        if (bodies.length > 1) {
          spreads.push(await runLoad(`${url}/api/orders`, bearer, bodies));
          console.log(loadLine(`  intake, ${bodies.length} companies in turn`, spreads.at(-1)!));
        }
      }
      const base = medianLoad(bases);
      console.log(
        `    medians of ${options.rounds} rounds (load average ${os
          .loadavg()
          .map((v) => v.toFixed(2))
          .join(' / ')})`,
      );
      console.log(loadLine('baseline (bare Fastify + insert)', base));
      console.log(loadLine('intake POST /api/orders', medianLoad(intakes)));
      console.log(`    ${'intake/baseline, by round'.padEnd(34)} ${roundRatios(intakes, bases)}   (goal ≥ 0.6×)`);
      console.log(
        `    ${'  medians of the rounds'.padEnd(34)} ${comparison(medianLoad(intakes), base, kind === 'pglite')}`,
      );
      if (spreads.length > 0) {
        console.log(loadLine(`intake, ${bodies.length} companies in turn`, medianLoad(spreads)));
        console.log(`    ${'intake/baseline, by round'.padEnd(34)} ${roundRatios(spreads, bases)}`);
        console.log(
          `    ${'  medians of the rounds'.padEnd(34)} ${comparison(medianLoad(spreads), base, kind === 'pglite')}`,
        );
      }
      if (kind === 'postgres') await measureLive(app, url, seeded);
    } finally {
      await baseline.app.close();
      await app.close();
    }
  } finally {
    await database.close();
    await drop();
  }
};

const deliveryLines = (label: string, runs: SocketsResult['intake']) => {
  const all = runs.flatMap((run) => run.arrivals);
  const last = runs.map((run) => Math.max(...run.arrivals));
  return [
    `    ${label.padEnd(34)} every socket: p50 ${ms(percentile(all, 50)).padStart(9)}   p99 ${ms(percentile(all, 99)).padStart(9)}`,
    `    ${''.padEnd(34)} last socket of each: p50 ${ms(percentile(last, 50)).padStart(9)}   p99 ${ms(percentile(last, 99)).padStart(9)}`,
  ];
};

const measureLive = async (
  app: Awaited<ReturnType<typeof startApp>>['app'],
  url: string,
  seeded: Awaited<ReturnType<typeof seedBench>>,
) => {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  // One order made in this process gives a real payload for the raw emits.
  const sample = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${seeded.key}`, 'content-type': 'application/json', 'idempotency-key': 'sample' },
    body: JSON.stringify(seeded.intakeBody),
  });
  const sampleOrder = (await sample.json()) as Record<string, unknown>;
  const event = newOrderEvent(seeded.company.id);

  console.log(
    `\n  (b) live events: ${options.sockets} company sockets, ${options.orders} orders ${options.spacing} ms apart`,
  );
  const child = startChild('./sockets-worker.ts');
  child.on('message', (message: { type: string }) => {
    if (message.type !== 'emit') return;
    const { key } = message as EmitRequest;
    app.live.toCompany(seeded.company.id, event, { ...sampleOrder, id: key, benchSentAt: now() });
  });
  const job: SocketsJob = {
    type: 'run',
    baseUrl: url,
    cookie,
    event,
    sockets: options.sockets,
    orders: options.orders,
    spacingMs: options.spacing,
    intake: { headers: { authorization: `Bearer ${seeded.key}` }, body: JSON.stringify(seeded.intakeBody) },
  };
  child.send(job);
  const connected = await nextMessage<SocketsProgress>(child, 'connected', 120_000);
  console.log(
    `    connect + authenticate + join rooms: ${connected.connected} sockets in ${ms(connected.connectMs)}` +
      (connected.failed ? ` (${connected.failed} failed)` : ''),
  );
  const result = await nextMessage<SocketsResult>(child, 'result', 180_000);
  for (const line of deliveryLines('intake → new:order', result.intake)) console.log(line);
  const responses = result.intake.map((run) => run.responseMs ?? Number.NaN);
  console.log(
    `    ${''.padEnd(34)} (intake HTTP answer: p50 ${ms(percentile(responses, 50))}, p99 ${ms(percentile(responses, 99))})`,
  );
  for (const line of deliveryLines('baseline: raw emit to the room', result.raw)) console.log(line);
  const intakeAll = result.intake.flatMap((run) => run.arrivals);
  const rawAll = result.raw.flatMap((run) => run.arrivals);
  console.log(
    `    intake/raw emit, every socket: p50 ${ratio(percentile(intakeAll, 50), percentile(rawAll, 50))}, p99 ${ratio(percentile(intakeAll, 99), percentile(rawAll, 99))}` +
      `; deliveries missing: ${result.missing}`,
  );
};

/**
 * The embedded database is measured in a process of its own, as it runs in production. Measured after the
 * PostgreSQL part, in the same process, PGlite's intake/baseline was 0.42–0.44× in the runs of 2026-11-23, against
 * 0.50–0.53× alone: probably the same code paths, already compiled for the other driver's result shapes.
 */
const measureInFreshProcess = (flag: string) =>
  new Promise<void>((resolve, reject) => {
    console.log('\n  (the embedded database in a process of its own, as in production)');
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1), flag], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`PGlite bench exited with ${code}`))));
  });

const main = async () => {
  const cpus = os.cpus();
  console.log(
    `Backoffice bench — ${new Date().toISOString()} — Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
  );
  const load = os.loadavg().map((value) => value.toFixed(2));
  console.log(`  load average before the run: ${load.join(' / ')} (1 / 5 / 15 min; other work skews the figures)`);
  console.log(
    `  (a) order intake: ${options.requests} requests over ${options.connections} keep-alive connections (after ${Math.min(100, options.requests)} warm-up), HTTP over 127.0.0.1`,
  );
  const started = now();
  if (options.postgres) await measureIntake('postgres');
  if (options.pglite && options.postgres) await measureInFreshProcess('--skip-postgres');
  else if (options.pglite) await measureIntake('pglite');
  console.log(`\n  done in ${(((now() - started) / 1000) | 0).toString()} s`);
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
