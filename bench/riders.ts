import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { accounts, companies, riders } from '../apps/api/src/db/schema/index.ts';
import { openSession } from '../apps/api/src/modules/auth/auth.service.ts';
import { openRiderSession } from '../apps/api/src/modules/rider-app/rider-session.ts';
import { nextMessage, startChild } from './lib/child.ts';
import { seedCity } from './lib/city.ts';
import { loadAverage } from './lib/product.ts';
import type { RateJob, RateResult } from './lib/rate-worker.ts';
import type { RidersJob, RidersResult } from './lib/riders-worker.ts';
import { freshDatabase, settleDisk, startApp } from './lib/setup.ts';
import { ms, percentile, ratio } from './lib/stats.ts';

/**
 * npm run bench:riders (issue 24, decision 055): `--riders` riders (1,000) each posting a position every 5 s for
 * `--seconds` (300) beside the normal order load (`--rate` orders a minute, 600, and company API reads), after the
 * same load for the same time without riders. Prints the position ingest p50/p99, the dispatcher map's update
 * delay (a partner admin's socket hearing `rider:position:*`, from the phone's timestamp), the intake's p99 with
 * riders / without (goal ≤ 1.2×), and the server's heap per active rider. `--seconds 60` for a quick run.
 */
const { values } = parseArgs({
  options: {
    riders: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '300' },
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
setTimeout(
  () => {
    console.error('Bench stopped: it ran too long.');
    process.exit(1);
  },
  (2 * seconds + 900) * 1000,
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
  const [{ partnerId }] = await database.db
    .select({ partnerId: companies.partnerId })
    .from(companies)
    .where(eq(companies.id, city.shops[0].id));
  const [first] = await database.db.select().from(accounts).limit(1);
  const [admin] = await database.db
    .insert(accounts)
    .values({
      email: 'despacho@bench.test',
      name: 'Despacho',
      passwordHash: first.passwordHash,
      type: 'partner',
      partnerId,
      role: 'admin',
    })
    .returning();
  const partnerCookie = `bo_session=${(await openSession(database.db, admin.id, 24, { ip: '127.0.0.1', userAgent: 'bench' })).token}`;
  const riderRows = await database.db
    .insert(riders)
    .values(
      Array.from({ length: riderCount }, (_, index) => ({
        name: `Repartidor ${index + 1}`,
        phone: `+5233${String(10_000_000 + index).slice(-8)}`,
        partnerId,
        onShift: true,
      })),
    )
    .returning({ id: riders.id });
  const cookies: string[] = [];
  for (const rider of riderRows) {
    const { token } = await openRiderSession(database.db, rider.id, { ip: '127.0.0.1' });
    cookies.push(`bo_rider=${token}`);
  }
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
  const load = async (phase: RateJob) => {
    const child = startChild('./rate-worker.ts');
    child.send(phase);
    return nextMessage<RateResult>(child, 'result', (phase.seconds + 120) * 1000);
  };
  const ridersJob: RidersJob = {
    type: 'run',
    baseUrl: url,
    cookies,
    partnerId,
    partnerCookie,
    everyMs: Number(values.every),
    seconds,
  };
  await load({ ...job, seconds: 10 }); // warm-up, not counted
  console.log(
    `  ${values.rate} orders/min and ${values.reads} API reads/s over ${city.shops.length} companies, ${seconds} s per phase`,
  );
  await settleDisk(database);
  const quiet = await load(job);
  console.log(`  without riders: done (load average ${loadAverage()})`);
  const heapBefore = heapAfterGc();
  await settleDisk(database);
  const child = startChild('./riders-worker.ts');
  child.send(ridersJob);
  const [busy, fleet] = await Promise.all([
    load(job),
    nextMessage<RidersResult>(child, 'result', (seconds + 180) * 1000),
  ]);
  const heapAfter = heapAfterGc();
  console.log(`  with ${riderCount} riders: done (load average ${loadAverage()})`);

  const row = (label: string, result: RateResult) =>
    `    ${label.padEnd(18)} intake p50 ${ms(percentile(result.intake, 50)).padStart(9)} p99 ${ms(percentile(result.intake, 99)).padStart(9)}   ` +
    `API p99 ${ms(percentile(result.api, 99)).padStart(9)}   failures ${result.failures}${result.firstFailure ? ` (${result.firstFailure})` : ''}`;
  console.log(`\n  (load average ${loadAverage()})`);
  console.log(row('without riders', quiet));
  console.log(row(`${riderCount} riders`, busy));
  console.log(
    `    intake p99 with riders / without: ${ratio(percentile(busy.intake, 99), percentile(quiet.intake, 99))} (goal ≤ 1.2×); ` +
      `API p99 ${ratio(percentile(busy.api, 99), percentile(quiet.api, 99))}`,
  );
  console.log(
    `    positions: ${fleet.posted} batches (${(fleet.posted / seconds).toFixed(0)}/s), ingest p50 ${ms(percentile(fleet.ingest, 50))} ` +
      `p99 ${ms(percentile(fleet.ingest, 99))}, failures ${fleet.failures}${fleet.firstFailure ? ` (${fleet.firstFailure})` : ''}`,
  );
  console.log(
    `    dispatcher map: ${fleet.events} position events heard, delay from the phone p50 ${ms(percentile(fleet.delays, 50))} ` +
      `p99 ${ms(percentile(fleet.delays, 99))} max ${ms(Math.max(...fleet.delays))}`,
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
