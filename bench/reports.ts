import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createAccount } from '../apps/api/src/db/seed/factories.ts';
import { loadAverage } from './lib/product.ts';
import { BENCH_PASSWORD, freshDatabase, seedBench, startApp } from './lib/setup.ts';
import { ms, now, percentile, ratio } from './lib/stats.ts';

/**
 * npm run bench:reports — time of each report endpoint (through HTTP, against the real app) for one company
 * holding 1k, 10k and 50k orders spread over the last 60 days, against GET /api/health in the same rounds.
 * Goal: each endpoint at 50k ≤ 2× its time at 1k. See bench/README.md.
 */
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,50000' },
    rounds: { type: 'string', default: '5' },
    database: { type: 'string', default: 'postgres' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const sizes = values.sizes.split(',').map(Number);
const rounds = Number(values.rounds);
const kind = values.database === 'pglite' ? 'pglite' : 'postgres';

setTimeout(() => {
  console.error('Bench stopped: it ran longer than 10 minutes.');
  process.exit(1);
}, 10 * 60_000).unref();

const { database, drop } = await freshDatabase(kind, values['database-url']);
const seeded = await seedBench(database, 1);
const company = seeded.company;
const partnerEmail = 'socio-bench@bench.test';
await createAccount(database.db, {
  email: partnerEmail,
  password: BENCH_PASSWORD,
  type: 'partner',
  partnerId: seeded.partner.id,
  role: 'admin',
  listenFor: [],
});
const { app, url } = await startApp(database);

/** Orders numbered after the existing ones, created at random moments of the last 60 days, in every status. */
const addOrders = async (from: number, to: number) => {
  await database.db.execute(sql`
    insert into orders (company_id, partner_id, number, status, customer, products, promos, payment, type,
      subtotal, delivery_fee, total, channel, created_at, updated_at)
    select ${company.id}::uuid, ${seeded.partner.id}::uuid, n,
      (array['pending','accepted','ready','on_the_way','delivered','delivered','delivered','rejected','cancelled'])[1 + n % 9],
      '{"name":"María López","phone":"3311223344","address":"Av. Vallarta 1520, Guadalajara"}'::jsonb,
      jsonb_build_array(jsonb_build_object('product', md5((n % 12)::text)::uuid, 'name', 'Producto ' || (n % 12),
        'quantity', 1 + n % 3, 'unitPrice', 2800, 'additions', '[]'::jsonb)),
      '[]'::jsonb, (array['cash','card','transfer','online'])[1 + n % 4], 'delivery',
      2800 * (1 + n % 3), 3500, 2800 * (1 + n % 3) + 3500, 'bench',
      now() - (random() * interval '60 days'), now()
    from generate_series(${from}::int, ${to}::int) as n`);
  await database.db.execute(sql`update companies set last_order_number = ${to} where id = ${company.id}`);
  // The state autovacuum leaves a live database in: without it, the figures rows that the row triggers
  // upserted once per inserted order are read through thousands of dead versions, and autovacuum would
  // wake up during the measured rounds.
  await database.db.execute(sql`vacuum analyze`);
};

const signIn = async (email: string) => {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return {
    cookie: response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
    'x-app-id': 'backoffice-web',
  };
};

/** Orders the company holds now (the pages are asked relative to it). */
let seededUpTo = 0;
const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
const [year, month] = [new Date().getUTCFullYear(), new Date().getUTCMonth() + 1];

type Call = { name: string; run: (headers: Record<string, string>) => Promise<Response> };
const calls: Call[] = [
  { name: 'baseline GET /api/health', run: () => fetch(`${url}/api/health`) },
  {
    name: '30-day report',
    run: (headers) => fetch(`${url}/api/orders/reports?ID=${company.id}&from=${monthAgo}&to=${today}`, { headers }),
  },
  {
    name: 'month stats',
    run: (headers) =>
      fetch(`${url}/api/orders/stats/month?company=${company.id}&month=${month}&year=${year}`, { headers }),
  },
  {
    name: 'partner city-month',
    run: (headers) =>
      fetch(`${url}/api/orders/city-state/month`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ city: company.city, state: company.state, month, year }),
      }),
  },
  { name: 'home stats', run: (headers) => fetch(`${url}/api/companies/stats?company=${company.id}`, { headers }) },
  {
    name: 'order list, last page',
    run: (headers) =>
      fetch(`${url}/api/orders/company/pag?company=${company.id}&limit=20&offset=${seededUpTo - 20}`, { headers }),
  },
  {
    name: 'order list, past the end',
    run: (headers) =>
      fetch(`${url}/api/orders/company/pag?company=${company.id}&limit=20&offset=${Number.MAX_SAFE_INTEGER}`, {
        headers,
      }),
  },
  {
    name: 'order list, middle page',
    run: (headers) =>
      fetch(`${url}/api/orders/company/pag?company=${company.id}&limit=20&offset=${Math.floor(seededUpTo / 2)}`, {
        headers,
      }),
  },
];

try {
  const partner = await signIn(partnerEmail);
  console.log(`load average ${loadAverage()}   database ${kind}   ${rounds} rounds per size, calls interleaved`);
  const bySize = new Map<number, Map<string, number>>();
  for (const size of sizes) {
    await addOrders(seededUpTo + 1, size);
    seededUpTo = size;
    const times = new Map<string, number[]>(calls.map((call) => [call.name, []]));
    const bytes = new Map<string, number>();
    for (let round = 0; round < rounds + 1; round++) {
      for (const call of calls) {
        const started = now();
        const response = await call.run(partner);
        const body = await response.arrayBuffer();
        const elapsed = now() - started;
        if (!response.ok) throw new Error(`${call.name}: ${response.status} ${Buffer.from(body).toString()}`);
        if (round > 0) times.get(call.name)!.push(elapsed); // the first round warms up
        bytes.set(call.name, body.byteLength);
      }
    }
    const medians = new Map([...times].map(([name, list]) => [name, percentile(list, 50)]));
    bySize.set(size, medians);
    console.log(`\n  ${size.toLocaleString('en')} orders (load average ${loadAverage()})`);
    for (const call of calls) {
      const median = medians.get(call.name)!;
      const base = bySize.get(sizes[0])!.get(call.name)!;
      console.log(
        `    ${call.name.padEnd(26)} median ${ms(median).padStart(9)}   ${String(bytes.get(call.name)).padStart(7)} bytes   vs ${sizes[0].toLocaleString('en')}: ${ratio(median, base)}`,
      );
    }
  }
  const first = bySize.get(sizes[0])!;
  const last = bySize.get(sizes[sizes.length - 1])!;
  console.log(
    `\n  growth ${sizes[0].toLocaleString('en')} → ${sizes[sizes.length - 1].toLocaleString('en')} orders (goal ≤ 2×):`,
  );
  for (const call of calls.slice(1)) {
    console.log(`    ${call.name.padEnd(26)} ${ratio(last.get(call.name)!, first.get(call.name)!)}`);
  }
} finally {
  await app.close();
  await database.close();
  await drop();
}
