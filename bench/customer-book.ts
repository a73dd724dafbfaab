import { parseArgs } from 'node:util';
import { desc, eq, sql } from 'drizzle-orm';
import { customers, orders } from '../apps/api/src/db/schema/index.ts';
import { recordDeliveredCustomer } from '../apps/api/src/modules/customers/customer-book.ts';
import { customerSearchWhere, pageCustomers } from '../apps/api/src/modules/customers/customers.queries.ts';
import { freshDatabase, seedBench, settleDisk } from './lib/setup.ts';
import { ms, now, percentile, ratio } from './lib/stats.ts';

/**
 * node --import tsx bench/customer-book.ts [--database postgres] — why the book is kept by one upsert at delivery (decision 052): the upsert's cost
 * per delivered order, and a page of the book read from the table against the same page aggregated from the
 * company's orders on every read (grouped by the phone's last ten digits, the closest SQL gets to the key).
 */
const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    orders: { type: 'string', default: '20000' },
    phones: { type: 'string', default: '2000' },
    reads: { type: 'string', default: '50' },
  },
});
const kind = values.database === 'postgres' ? 'postgres' : 'pglite';
const orderCount = Number(values.orders);
const phoneCount = Number(values.phones);
const reads = Number(values.reads);

const { database, drop } = await freshDatabase(kind, values['database-url']);
const { db } = database;
const seeded = await seedBench(database, 1);
const companyId = seeded.company.id;
const partnerId = seeded.company.partnerId;

// The company's delivered history, written in batches (no intake rules: only the rows matter here).
const start = Date.now() - orderCount * 60_000;
for (let from = 0; from < orderCount; from += 1000) {
  const batch = Array.from({ length: Math.min(1000, orderCount - from) }, (_, i) => {
    const n = from + i;
    return {
      companyId,
      partnerId,
      number: n + 1,
      status: 'delivered',
      customer: {
        name: `Cliente ${n % phoneCount}`,
        phone: `33${String(10_000_000 + (n % phoneCount))}`,
        address: `Calle ${n % 7}`,
      },
      payment: 'cash',
      type: 'delivery',
      subtotal: 10_000,
      total: 10_000,
      channel: 'bench',
      createdAt: new Date(start + n * 60_000),
      updatedAt: new Date(start + n * 60_000),
    };
  });
  await db.insert(orders).values(batch);
}
await settleDisk(database);

// The upsert, once per delivered order, timed one by one.
const rows = await db.select().from(orders).where(eq(orders.companyId, companyId)).orderBy(orders.createdAt);
const upserts: number[] = [];
for (const row of rows) {
  const at = now();
  await recordDeliveredCustomer(db, row);
  upserts.push(now() - at);
}
const [{ booked }] = await db.select({ booked: sql<number>`count(*)::int` }).from(customers);

const timed = async (read: () => Promise<unknown>) => {
  const latencies: number[] = [];
  await read();
  for (let i = 0; i < reads; i++) {
    const at = now();
    await read();
    latencies.push(now() - at);
  }
  return latencies;
};
const bookPage = await timed(() =>
  pageCustomers(db, customerSearchWhere(companyId, undefined), { limit: 20, offset: 0 }),
);
const key = sql`right(regexp_replace(${orders.customer}->>'phone', '\\D', '', 'g'), 10)`;
const aggregatedPage = await timed(() =>
  db
    .select({
      phone: key,
      count: sql<number>`count(*)`,
      spent: sql<number>`sum(${orders.total})`,
      first: sql`min(${orders.createdAt})`,
      last: sql`max(${orders.createdAt})`,
    })
    .from(orders)
    .where(sql`${orders.companyId} = ${companyId} and ${orders.status} = 'delivered'`)
    .groupBy(key)
    .orderBy(desc(sql`max(${orders.createdAt})`))
    .limit(20),
);

const p50 = (values: number[]) => percentile(values, 50);
console.log(`customer book (${kind}): ${orderCount} delivered orders of ${phoneCount} phones, ${booked} book entries`);
console.log(`  upsert per delivered order  p50 ${ms(p50(upserts))}  p95 ${ms(percentile(upserts, 95))}`);
console.log(`  book page (20) from table   p50 ${ms(p50(bookPage))}`);
console.log(
  `  same page aggregated        p50 ${ms(p50(aggregatedPage))}  (${ratio(p50(aggregatedPage), p50(bookPage))} the table's)`,
);
await database.close();
await drop();
