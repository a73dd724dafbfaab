import { parseArgs } from 'node:util';
import { addDays, localDate, slotStartsOn } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import { companies, coupons } from '../apps/api/src/db/schema/index.ts';
import { createClient } from './lib/http.ts';
import { freshDatabase, seedBench, settleDisk, startApp } from './lib/setup.ts';
import { ms, now, percentile, ratio } from './lib/stats.ts';

/**
 * npm run bench:coupons — the cost of a coupon at the intake (decision 051): POST /api/orders with a channel key,
 * the same cart with and without a percent code (no limits, so every order takes it), in alternating rounds on the
 * same app and database. Goal: intake with a coupon within 1.1× of intake without (throughput and p50). A third
 * phase adds a slot for later (decision 054: the slot check and the place counted in the insert's statement), each
 * order on the next of tomorrow's slots in turn; goal: within 1.1× of intake without either.
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
// Orders for later: 15-minute slots, no lead, room for every order of the run.
const [shop] = await database.db
  .update(companies)
  .set({ slotMinutes: 15, slotLeadMinutes: 0, slotCapacity: 1_000_000, slotDaysAhead: 2 })
  .where(eq(companies.id, seeded.company.id))
  .returning();
const slots = slotStartsOn(shop, addDays(localDate(new Date(), shop.timezone), 1)).map((start) => start.toISOString());
if (slots.length === 0) throw new Error('the bench company has no hours tomorrow');
const { app, url } = await startApp(database);
const client = createClient(concurrency);
const target = new URL('/api/orders', url);
let sequence = 0;

/** `count` intakes, `concurrency` at a time; each a new customer phone, as real orders are. */
type Mode = 'plain' | 'coupon' | 'slot';
const phase = async (mode: Mode, count: number) => {
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
        ...(mode !== 'plain' ? { coupon: 'BENCH10' } : {}),
        ...(mode === 'slot' ? { scheduledFor: slots[id % slots.length] } : {}),
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

// Warm the statements (prepared on first use) before timing.
await phase('plain', 50);
await phase('coupon', 50);
await phase('slot', 50);
await settleDisk(database);
const empty = () => ({ seconds: 0, latencies: [] as number[] });
const totals = { plain: empty(), coupon: empty(), slot: empty() };
const orders: Mode[][] = [
  ['plain', 'coupon', 'slot'],
  ['slot', 'coupon', 'plain'],
  ['coupon', 'plain', 'slot'],
];
for (let round = 0; round < rounds; round++) {
  // Rotate which goes first, so a drift of the machine falls on all.
  for (const mode of orders[round % orders.length]) {
    const result = await phase(mode, perRound);
    totals[mode].seconds += result.seconds;
    totals[mode].latencies.push(...result.latencies);
  }
}
const line = (name: string, sum: { seconds: number; latencies: number[] }) =>
  `${name.padEnd(28)} ${(sum.latencies.length / sum.seconds).toFixed(0).padStart(6)} req/s   p50 ${ms(percentile(sum.latencies, 50))}   p99 ${ms(percentile(sum.latencies, 99))}`;
console.log(`coupons bench (${kind}, ${rounds} rounds × ${perRound} orders each way, concurrency ${concurrency})`);
console.log(line('intake without coupon', totals.plain));
console.log(line('intake with coupon', totals.coupon));
console.log(line('intake with coupon and slot', totals.slot));
const throughput = (sum: { seconds: number; latencies: number[] }) => sum.latencies.length / sum.seconds;
console.log(
  `coupon/plain                 time per order ${ratio(throughput(totals.plain), throughput(totals.coupon))}, p50 latency ${ratio(
    percentile(totals.coupon.latencies, 50),
    percentile(totals.plain.latencies, 50),
  )} (goal ≤ 1.10×)`,
);
console.log(
  `coupon+slot/plain            time per order ${ratio(throughput(totals.plain), throughput(totals.slot))}, p50 latency ${ratio(
    percentile(totals.slot.latencies, 50),
    percentile(totals.plain.latencies, 50),
  )} (goal ≤ 1.10×)`,
);
client.close();
await app.close();
await database.close();
await drop();
