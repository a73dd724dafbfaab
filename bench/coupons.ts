import os from 'node:os';
import { parseArgs } from 'node:util';
import { addDays, localDate, slotStartsOn } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import { companies, coupons } from '../apps/api/src/db/schema/index.ts';
import { nextMessage, startChild } from './lib/child.ts';
import { dbUsage } from './lib/db-usage.ts';
import type { LoadJob, LoadResult } from './lib/load-worker.ts';
import { freshDatabase, seedBench, settleDisk, startApp } from './lib/setup.ts';
import { ms, percentile, ratio } from './lib/stats.ts';

/**
 * npm run bench:coupons — the cost of a coupon at the intake (decision 051): POST /api/orders with a channel key,
 * the same cart with and without a percent code (no limits, so every order takes it), in alternating rounds on the
 * same app and database. Goal: intake with a coupon within 1.1× of intake without (throughput and p50). A third
 * phase adds a slot for later (decision 054: the slot check and the place counted in the insert's statement), each
 * order on the next of tomorrow's slots in turn; goal: within 1.1× of intake without either. The orders are sent by a
 * child process; printed per mode: req/s, p50/p99, the server's CPU per order and, on PostgreSQL, its backends' (from
 * /proc: a server on this machine). Many short rounds, each kind's time and CPU per order taken against the same
 * round's plain phase; the run's figure is the median of the rounds' ratios (each round's is printed, with the load
 * average). `--concurrency 1,2,4,8` runs the rounds at each count of intakes at once, one after the other on the same
 * database, and ends with a table of them.
 */
const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    // With the intake's catalogue cache 200 orders of a kind took about 0.2 s, and one stall of the machine moved a
    // round's ratio anywhere from 0.3× to 2.4×: 1,000 take about 1 s.
    orders: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '16' },
    // A list (`--concurrency 1,2,4,8`) runs the rounds at each and ends with a table of them: one company's intakes
    // beyond what the machine can serve queue on the company's row, where a bigger statement pays more of the wait.
    concurrency: { type: 'string', default: '8' },
  },
});
const kind = values.database === 'postgres' ? 'postgres' : 'pglite';
const perRound = Number(values.orders);
const rounds = Number(values.rounds);
const concurrencies = values.concurrency.split(',').map(Number);
if (concurrencies.some((value) => !Number.isInteger(value) || value < 1)) throw new Error('--concurrency: 1 or more');

setTimeout(() => {
  console.error('Bench stopped: it ran longer than 10 minutes.');
  process.exit(1);
}, 10 * 60_000).unref();

const { database, drop } = await freshDatabase(kind, values['database-url']);
const seeded = await seedBench(database, 1);
await database.db
  .insert(coupons)
  .values({ partnerId: seeded.partner.id, companyId: seeded.company.id, code: 'BENCH10', kind: 'percent', value: 10 });
// Orders for later: 15-minute slots, no lead, room for every order of the run.
const [shop] = await database.db
  .update(companies)
  .set({ slotMinutes: 15, slotLeadMinutes: 0, slotCapacity: 1_000_000, slotDaysAhead: 2 })
  .where(eq(companies.id, seeded.company.id))
  .returning();
const slots = slotStartsOn(shop, addDays(localDate(new Date(), shop.timezone), 1)).map((start) => start.toISOString());
if (slots.length === 0) throw new Error('the bench company has no hours tomorrow');
const { app, url } = await startApp(database);
const target = `${url}/api/orders`;
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The bodies of a mode, used in turn: a new customer phone each (as real orders are), on the next slot for later. */
type Mode = 'plain' | 'coupon' | 'slot';
const bodiesOf = (mode: Mode) =>
  Array.from({ length: 64 }, (_, index) =>
    JSON.stringify({
      ...seeded.intakeBody,
      customer: { ...seeded.intakeBody.customer, phone: `33${String(10_000_000 + index)}` },
      ...(mode !== 'plain' ? { coupon: 'BENCH10' } : {}),
      ...(mode === 'slot' ? { scheduledFor: slots[index % slots.length] } : {}),
    }),
  );

/**
 * `count` intakes, `concurrency` at a time, sent by a child process (bench/lib/load-worker.ts). The app and the
 * embedded database run in this process, so its CPU time per order is the intake's own work (on PostgreSQL without
 * the database server's): on this shared machine it moves far less with the load than the time per order does.
 */
const phase = async (mode: Mode, count: number, concurrency: number) => {
  const child = startChild('./load-worker.ts');
  const job: LoadJob = {
    type: 'run',
    url: target,
    headers: { authorization: `Bearer ${seeded.key}` },
    bodies: bodiesOf(mode),
    connections: concurrency,
    requests: count,
    warmup: 10,
    maxSeconds: 120,
  };
  const dbBefore = await dbUsage(database);
  const cpuBefore = process.cpuUsage();
  child.send(job);
  const result = await nextMessage<LoadResult>(child, 'result', 180_000);
  const cpu = process.cpuUsage(cpuBefore);
  const dbAfter = await dbUsage(database);
  if (result.failed > 0) throw new Error(`intake failed ${result.failed} times: ${result.firstFailure}`);
  return {
    seconds: result.durationMs / 1000,
    latencies: result.latencies,
    cpuMs: (cpu.user + cpu.system) / 1000,
    dbCpuMs: dbAfter.cpuMs - dbBefore.cpuMs,
    requests: job.warmup + result.ok,
  };
};

// Warm the statements (prepared on first use, on each pooled connection) before timing, at the most intakes at once.
const warmAt = Math.max(...concurrencies);
await phase('plain', 50, warmAt);
await phase('coupon', 50, warmAt);
await phase('slot', 50, warmAt);
await settleDisk(database);
type Sum = { seconds: number; latencies: number[]; cpuMs: number; dbCpuMs: number; requests: number };
const empty = (): Sum => ({ seconds: 0, latencies: [], cpuMs: 0, dbCpuMs: 0, requests: 0 });
const add = (sum: Sum, result: Sum) => {
  sum.seconds += result.seconds;
  sum.latencies.push(...result.latencies);
  sum.cpuMs += result.cpuMs;
  sum.dbCpuMs += result.dbCpuMs;
  sum.requests += result.requests;
};
const timePerOrder = (sum: Sum) => sum.seconds / sum.latencies.length;
const cpuPerOrder = (sum: Sum) => sum.cpuMs / sum.requests;
/** The PostgreSQL backends' CPU per order (NaN on the embedded database, whose work is the server's own CPU). */
const dbCpuPerOrder = (sum: Sum) => sum.dbCpuMs / sum.requests;
// Every order of the three kinds in turn, so each kind follows each other as often (a drift of the machine falls
// on all). Short rounds, each judged against its own plain phase: a stall of the shared machine spoils one round's
// ratio, not the run's, and the median of the rounds' ratios is the run's figure.
const permutations: Mode[][] = [
  ['plain', 'coupon', 'slot'],
  ['slot', 'coupon', 'plain'],
  ['coupon', 'plain', 'slot'],
  ['slot', 'plain', 'coupon'],
  ['coupon', 'slot', 'plain'],
  ['plain', 'slot', 'coupon'],
];
type RoundRatios = { coupon: { time: number; cpu: number }; slot: { time: number; cpu: number }; load: number };
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const times = (value: number) => `${value.toFixed(2)}×`;
const line = (name: string, sum: Sum) =>
  `${name.padEnd(28)} ${(sum.latencies.length / sum.seconds).toFixed(0).padStart(6)} req/s   p50 ${ms(percentile(sum.latencies, 50))}   p99 ${ms(percentile(sum.latencies, 99))}   server CPU ${ms(cpuPerOrder(sum))}/order${kind === 'postgres' ? `   database CPU ${ms(dbCpuPerOrder(sum))}/order` : ''}`;

/** The rounds at one concurrency, printed as they always were; returns what the closing table shows of them. */
const measure = async (concurrency: number) => {
  const totals = { plain: empty(), coupon: empty(), slot: empty() };
  const byRound: RoundRatios[] = [];
  console.log(`load average at the start: ${loadAverage()}`);
  for (let round = 0; round < rounds; round++) {
    const sums = { plain: empty(), coupon: empty(), slot: empty() };
    for (const mode of permutations[round % permutations.length]) {
      const result = await phase(mode, perRound, concurrency);
      add(sums[mode], result);
      add(totals[mode], result);
    }
    const against = (sum: Sum) => ({
      time: timePerOrder(sum) / timePerOrder(sums.plain),
      cpu: cpuPerOrder(sum) / cpuPerOrder(sums.plain),
    });
    byRound.push({ coupon: against(sums.coupon), slot: against(sums.slot), load: os.loadavg()[0] });
  }
  console.log(
    `coupons bench (${kind}, ${rounds} rounds × ${perRound} orders of each kind, concurrency ${concurrency}; load average at the end ${loadAverage()})`,
  );
  console.log(line('intake without coupon', totals.plain));
  console.log(line('intake with coupon', totals.coupon));
  console.log(line('intake with coupon and slot', totals.slot));
  console.log(
    'by round, against its own plain phase: coupon time (CPU), coupon+slot time (CPU), 1-min load at its end',
  );
  byRound.forEach((round, index) => {
    console.log(
      `  round ${String(index + 1).padStart(2)}: ${times(round.coupon.time)} (${times(round.coupon.cpu)})   ${times(round.slot.time)} (${times(round.slot.cpu)})   load ${round.load.toFixed(2)}`,
    );
  });
  for (const [name, sum, kindOf] of [
    ['coupon/plain', totals.coupon, 'coupon'],
    ['coupon+slot/plain', totals.slot, 'slot'],
  ] as const) {
    const ratios = byRound.map((round) => round[kindOf]);
    const over = ratios.filter((round) => round.time > 1.1).length;
    console.log(
      `${name.padEnd(28)} median of the rounds: time per order ${times(median(ratios.map((round) => round.time)))}, server CPU per order ${times(median(ratios.map((round) => round.cpu)))} (goal ≤ 1.10×; ${over} of ${ratios.length} rounds over in time); whole run: time per order ${ratio(timePerOrder(sum), timePerOrder(totals.plain))}, p50 latency ${ratio(percentile(sum.latencies, 50), percentile(totals.plain.latencies, 50))}, CPU ${ratio(cpuPerOrder(sum), cpuPerOrder(totals.plain))}${kind === 'postgres' ? `, database CPU ${ratio(dbCpuPerOrder(sum), dbCpuPerOrder(totals.plain))}` : ''}`,
    );
  }
  return {
    concurrency,
    plainRate: totals.plain.latencies.length / totals.plain.seconds,
    slotRate: totals.slot.latencies.length / totals.slot.seconds,
    medianSlot: median(byRound.map((round) => round.slot.time)),
    wholeSlot: timePerOrder(totals.slot) / timePerOrder(totals.plain),
    wholeCoupon: timePerOrder(totals.coupon) / timePerOrder(totals.plain),
  };
};

const runs = [];
for (const concurrency of concurrencies) runs.push(await measure(concurrency));
if (runs.length > 1) {
  // The machine's capacity for one company: the concurrency whose plain intake went fastest. Beyond it more intakes at
  // once only wait longer on the company's row.
  const capacity = runs.reduce((best, run) => (run.plainRate > best.plainRate ? run : best));
  console.log(`by concurrency (${os.cpus().length} cores; load average at the end ${loadAverage()}):`);
  console.log(
    '  intakes at once   plain req/s   coupon+slot req/s   coupon/plain   coupon+slot/plain, whole run (median of rounds)',
  );
  for (const run of runs) {
    console.log(
      `  ${String(run.concurrency).padStart(15)}   ${run.plainRate.toFixed(0).padStart(11)}   ${run.slotRate.toFixed(0).padStart(17)}   ${times(run.wholeCoupon).padStart(12)}   ${times(run.wholeSlot)} (${times(run.medianSlot)})${run === capacity ? '   ← fastest plain' : ''}`,
    );
  }
}
await app.close();
await database.close();
await drop();
