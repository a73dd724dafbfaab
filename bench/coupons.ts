import { parseArgs } from 'node:util';
import { coupons } from '../apps/api/src/db/schema/index.ts';
import { createClient } from './lib/http.ts';
import { freshDatabase, seedBench, settleDisk, startApp } from './lib/setup.ts';
import { ms, now, percentile, ratio } from './lib/stats.ts';

/**
 * npm run bench:coupons — the cost of a coupon at the intake (decision 051): POST /api/orders with a channel key,
 * the same cart with and without a percent code (no limits, so every order takes it), in alternating rounds on the
 * same app and database. Goal: intake with a coupon within 1.1× of intake without (throughput and p50).
 */
const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    orders: { type: 'string', default: '400' },
    rounds: { type: 'string', default: '4' },
    concurrency: { type: 'string', default: '8' },
  },
});
const kind = values.database === 'postgres' ? 'postgres' : 'pglite';
const perRound = Number(values.orders);
const rounds = Number(values.rounds);
const concurrency = Number(values.concurrency);

setTimeout(() => {
  console.error('Bench stopped: it ran longer than 10 minutes.');
  process.exit(1);
}, 10 * 60_000).unref();

const { database, drop } = await freshDatabase(kind, values['database-url']);
const seeded = await seedBench(database, 1);
await database.db
  .insert(coupons)
  .values({ partnerId: seeded.partner.id, companyId: seeded.company.id, code: 'BENCH10', kind: 'percent', value: 10 });
const { app, url } = await startApp(database);
const client = createClient(concurrency);
const target = new URL('/api/orders', url);
let sequence = 0;

/** `count` intakes, `concurrency` at a time; each a new customer phone, as real orders are. */
const phase = async (coupon: boolean, count: number) => {
  const latencies: number[] = [];
  let next = 0;
  const started = now();
  const worker = async () => {
    while (next < count) {
      next++;
      const id = ++sequence;
      const body = {
        ...seeded.intakeBody,
        customer: { ...seeded.intakeBody.customer, phone: `33${String(10_000_000 + id)}` },
        ...(coupon ? { coupon: 'BENCH10' } : {}),
      };
      const at = now();
      const answer = await client.post(
        target,
        { authorization: `Bearer ${seeded.key}`, 'idempotency-key': `bench-coupon-${id}` },
        JSON.stringify(body),
      );
      latencies.push(now() - at);
      if (answer.status !== 201) throw new Error(`intake answered ${answer.status}: ${answer.text}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { seconds: (now() - started) / 1000, latencies };
};

// Warm both statements (prepared on first use) before timing.
await phase(false, 50);
await phase(true, 50);
await settleDisk(database);
const totals = { plain: { seconds: 0, latencies: [] as number[] }, coupon: { seconds: 0, latencies: [] as number[] } };
for (let round = 0; round < rounds; round++) {
  // Alternate which goes first, so a drift of the machine falls on both.
  for (const withCoupon of round % 2 === 0 ? [false, true] : [true, false]) {
    const result = await phase(withCoupon, perRound);
    const sum = totals[withCoupon ? 'coupon' : 'plain'];
    sum.seconds += result.seconds;
    sum.latencies.push(...result.latencies);
  }
}
const line = (name: string, sum: { seconds: number; latencies: number[] }) =>
  `${name.padEnd(28)} ${(sum.latencies.length / sum.seconds).toFixed(0).padStart(6)} req/s   p50 ${ms(percentile(sum.latencies, 50))}   p99 ${ms(percentile(sum.latencies, 99))}`;
console.log(`coupons bench (${kind}, ${rounds} rounds × ${perRound} orders each way, concurrency ${concurrency})`);
console.log(line('intake without coupon', totals.plain));
console.log(line('intake with coupon', totals.coupon));
const throughput = (sum: { seconds: number; latencies: number[] }) => sum.latencies.length / sum.seconds;
console.log(
  `coupon/plain                 time per order ${ratio(throughput(totals.plain), throughput(totals.coupon))}, p50 latency ${ratio(
    percentile(totals.coupon.latencies, 50),
    percentile(totals.plain.latencies, 50),
  )} (goal ≤ 1.10×)`,
);
client.close();
await app.close();
await database.close();
await drop();
