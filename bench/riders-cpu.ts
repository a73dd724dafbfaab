import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { runJob } from './lib/child.ts';
import { seedCity } from './lib/city.ts';
import { cpuMsSince } from './lib/open-loop.ts';
import { loadAverage } from './lib/product.ts';
import { seedRiders } from './lib/riders-seed.ts';
import type { RidersJob, RidersResult } from './lib/riders-worker.ts';
import { freshDatabase, startApp } from './lib/setup.ts';
import { ms, percentile } from './lib/stats.ts';

/**
 * `node --import tsx bench/riders-cpu.ts` (decision 048): the server's CPU time per position batch alone, with no
 * order load beside it, so two trees can be compared in turns on a shared machine (a time per batch moves far less
 * with the load than a p99 does). `--riders` riders (1,000) post one position every `--every` ms (5,000) for
 * `--seconds` (30) after a warm-up of the same length (every rider's first batch, the caches' misses, JIT); prints
 * the server's CPU ms per batch of the measured part. `--profile file.cpuprofile` writes the server thread's
 * profile of the measured part and prints the functions with the most self time.
 */
const { values } = parseArgs({
  options: {
    riders: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '30' },
    every: { type: 'string', default: '5000' },
    profile: { type: 'string' },
    inject: { type: 'string' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const riderCount = Number(values.riders);
const seconds = Number(values.seconds);

const { database, drop } = await freshDatabase('postgres', values['database-url']);
try {
  const city = await seedCity(database, { companies: 2, sockets: 2, partners: 0, followMin: 0, followMax: 0 });
  const { partnerId, partnerCookie, cookies } = await seedRiders(database, city.shops[0].id, riderCount);
  const { app, url } = await startApp(database);
  const job: RidersJob = {
    type: 'run',
    baseUrl: url,
    cookies,
    partnerId,
    partnerCookie,
    everyMs: Number(values.every),
    seconds,
    post: true,
  };
  const timeout = (seconds + 180) * 1000;
  if (values.inject) {
    // In this process through app.inject, no socket: Fastify's work per batch and the route's own, nothing else.
    let step = 0;
    const batch = (index: number) =>
      app.inject({
        method: 'POST',
        url: '/api/r/positions',
        headers: { cookie: cookies[index], 'x-app-id': 'backoffice-web', 'content-type': 'application/json' },
        payload: JSON.stringify({
          positions: [
            {
              lat: 20.6736 + (index % 100) * 0.001 + step * 0.0002,
              lng: -103.3927 + Math.floor(index / 100) * 0.001,
              accuracy: 10,
              at: new Date().toISOString(),
            },
          ],
        }),
      });
    const round = async (count: number) => {
      let failed = 0;
      for (let sent = 0; sent < count; sent += 50) {
        step++;
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, offset) => batch((sent + offset) % riderCount)),
        );
        failed += answers.filter((answer) => answer.statusCode !== 200).length;
      }
      return failed;
    };
    await round(riderCount * 2); // warm-up: every rider's first batch, JIT
    for (let turn = 0; turn < 3; turn++) {
      const count = Number(values.inject);
      const cpu = process.cpuUsage();
      const failed = await round(count);
      console.log(
        `inject: ${count} batches, ${failed} failed, server CPU ${ms(cpuMsSince(cpu) / count)} a batch (load average ${loadAverage()})`,
      );
    }
    await app.close();
    process.exit(0);
  }
  await runJob<RidersResult>('./riders-worker.ts', job, timeout); // warm-up, not counted

  const session = new Session();
  if (values.profile) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 500 });
    await session.post('Profiler.start');
  }
  const loadBefore = loadAverage();
  const cpu = process.cpuUsage();
  const result = await runJob<RidersResult>('./riders-worker.ts', job, timeout);
  const serverCpuMs = cpuMsSince(cpu);
  const loadAfter = loadAverage();
  console.log(
    `riders ${riderCount}, ${seconds} s, load average ${loadBefore} → ${loadAfter}: ${result.posted} batches, failures ${result.failures}` +
      `${result.firstFailure ? ` (${result.firstFailure})` : ''}; server CPU ${(serverCpuMs / seconds).toFixed(0)} ms a second, ` +
      `${ms(serverCpuMs / result.posted)} a batch; ingest p50 ${ms(percentile(result.ingest, 50))} p99 ${ms(percentile(result.ingest, 99))}; ` +
      `riders' child ${(result.cpuMs / seconds).toFixed(0)} ms a second`,
  );
  if (values.profile) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(values.profile, JSON.stringify(profile));
    session.disconnect();
    // Self time per function, the idle thread left out.
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<number, number>();
    for (const id of profile.samples ?? []) self.set(id, (self.get(id) ?? 0) + 1);
    const total = profile.samples?.length ?? 1;
    const byFunction = new Map<string, number>();
    for (const [id, count] of self) {
      const frame = byId.get(id)?.callFrame;
      if (!frame || frame.functionName === '(idle)') continue;
      const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + count);
    }
    const busy = [...byFunction.values()].reduce((a, b) => a + b, 0);
    console.log(`profile: ${busy} of ${total} samples busy`);
    for (const [key, count] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
      console.log(`  ${((100 * count) / busy).toFixed(1).padStart(5)} %  ${key}`);
    }
  }
  await app.close();
} finally {
  await database.close();
  await drop();
}
process.exit(0);
