import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { nextMessage } from './lib/child.ts';
import { loadAverage } from './lib/product.ts';
import { ms, now, percentile, ratio, sleep } from './lib/stats.ts';

/**
 * npm run bench:noisy-neighbour — another tenant's simple GET (its order list's first page), p50/p99 with the
 * server idle and while one tenant hammers the heavy routes (year and month reports, month stats, the expenses
 * CSV, 500-row product imports) from several connections at once. Printed per database, with the
 * heavy-work bound as configured (decision 038) and with it lifted, and the ratio loaded/idle (goal ≤ 3×).
 * The load and the timed GETs run in a child process, so the client does not share the server's event loop.
 */

type Call = { method: 'GET' | 'POST'; path: string; body?: 'import'; cookie: string };
type Job = {
  type: 'run';
  baseUrl: string;
  simple: Call;
  heavy: Call[];
  company: string;
  loops: number;
  seconds: number;
  /** Idle and loaded windows alternate, so the machine's other load falls on both alike. */
  windowSeconds: number;
  gapMs: number;
};
type Result = {
  type: 'result';
  /** The simple GET with no heavy call in flight, and while the heavy connections ran. */
  idle: number[];
  loaded: number[];
  heavyDone: number;
  heavyBusy: number;
  heavyFailed: number;
  firstFailure?: string;
  /** Milliseconds of each answered heavy call, by its path without the query. */
  heavyTimes: Record<string, number[]>;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

const send = (baseUrl: string, call: Call, body?: string) =>
  new Promise<{ status: number; retryAfter?: string; text: string }>((resolve, reject) => {
    const outgoing = http.request(
      new URL(call.path, baseUrl),
      {
        method: call.method,
        agent,
        headers: {
          cookie: call.cookie,
          'x-app-id': 'backoffice-web',
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
        timeout: 60_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'] as string | undefined,
            text: Buffer.concat(chunks).toString().slice(0, 300),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('request timed out')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });

let imports = 0;
const importBody = (company: string) => {
  imports += 1;
  const products = Array.from({ length: 500 }, (_, index) => ({
    name: `Importado ${imports}-${index}`,
    price: 1000 + index,
    section: 'Importados',
  }));
  return JSON.stringify({ company, products });
};

/** Child: `loops` connections cycling through the heavy calls in the loaded windows, and one timing the simple GET. */
const runChild = async (job: Job): Promise<Result> => {
  const result: Result = {
    type: 'result',
    idle: [],
    loaded: [],
    heavyDone: 0,
    heavyBusy: 0,
    heavyFailed: 0,
    heavyTimes: {},
  };
  const started = now();
  const until = started + job.seconds * 1000;
  const loadedWindow = () => Math.floor((now() - started) / (job.windowSeconds * 1000)) % 2 === 1;
  let inFlight = 0;
  const hammer = async (offset: number) => {
    for (let turn = offset; now() < until; turn++) {
      if (!loadedWindow()) {
        await sleep(10);
        continue;
      }
      inFlight += 1;
      const call = job.heavy[turn % job.heavy.length];
      const began = now();
      const answer = await send(job.baseUrl, call, call.body ? importBody(job.company) : undefined);
      const name = `${call.method} ${call.path.split('?')[0]}`;
      inFlight -= 1;
      if (answer.status < 300) {
        result.heavyTimes[name] ??= [];
        result.heavyTimes[name].push(now() - began);
      }
      if (answer.status === 429) {
        result.heavyBusy += 1;
        // A client that waits a moment and tries again, as the web does after a "busy" answer.
        await sleep(Math.min(1000, Number(answer.retryAfter ?? 1) * 250));
      } else if (answer.status >= 400) {
        result.heavyFailed += 1;
        result.firstFailure ??= `${call.path}: ${answer.status} ${answer.text}`;
      } else result.heavyDone += 1;
    }
  };
  const sample = async () => {
    // Warm-up, not counted.
    for (let index = 0; index < 5; index++) await send(job.baseUrl, job.simple);
    while (now() < until) {
      const loaded = loadedWindow();
      const quiet = inFlight === 0;
      const began = now();
      const answer = await send(job.baseUrl, job.simple);
      if (answer.status !== 200) throw new Error(`simple GET: ${answer.status} ${answer.text}`);
      if (loaded) result.loaded.push(now() - began);
      else if (quiet && inFlight === 0) result.idle.push(now() - began);
      await sleep(job.gapMs);
    }
  };
  await Promise.all([sample(), ...Array.from({ length: job.loops }, (_, index) => hammer(index))]);
  return result;
};

if (process.argv.includes('--child')) {
  process.once('message', async (job: Job) => {
    process.send?.(await runChild(job));
    agent.destroy();
    process.exit(0);
  });
} else {
  await main();
}

async function main() {
  const { values } = parseArgs({
    options: {
      database: { type: 'string', default: 'postgres,pglite' },
      seconds: { type: 'string', default: '40' },
      window: { type: 'string', default: '4' },
      loops: { type: 'string', default: '6' },
      orders: { type: 'string', default: '20000' },
      gap: { type: 'string', default: '20' },
      'database-url': {
        type: 'string',
        default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      },
    },
  });
  const { createAccount, createCompany, createPartner } = await import('../apps/api/src/db/seed/factories.ts');
  const { BENCH_PASSWORD, freshDatabase, settleDisk, startApp } = await import('./lib/setup.ts');
  const seconds = Number(values.seconds);
  const loops = Number(values.loops);

  setTimeout(() => {
    console.error('Bench stopped: it ran longer than 20 minutes.');
    process.exit(1);
  }, 20 * 60_000).unref();

  const signIn = async (url: string, email: string) => {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    return response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  };

  const measure = async (job: Omit<Job, 'type'>) => {
    const child = fork(fileURLToPath(import.meta.url), ['--child'], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.send({ type: 'run', ...job } satisfies Job);
    return nextMessage<Result>(child, 'result', (job.seconds + 120) * 1000);
  };

  console.log(
    `load average ${loadAverage()}   ${seconds} s per phase, ${loops} heavy connections, ${values.orders} orders`,
  );
  for (const kind of values.database.split(',') as ('postgres' | 'pglite')[]) {
    const { database, drop } = await freshDatabase(kind, values['database-url']);
    try {
      const { db } = database;
      // The noisy tenant: a partner with a company holding a year of orders and a year of expenses.
      const noisy = await createPartner(db, { name: 'Socio con reportes' });
      const shop = await createCompany(db, { partnerId: noisy.id, name: 'Comercio grande' });
      await createAccount(db, {
        email: 'ruidoso@bench.test',
        password: BENCH_PASSWORD,
        type: 'partner',
        partnerId: noisy.id,
        role: 'admin',
        listenFor: [],
      });
      await db.execute(sql`
        insert into orders (company_id, partner_id, number, status, customer, products, promos, payment, type,
          subtotal, delivery_fee, total, channel, created_at, updated_at)
        select ${shop.id}::uuid, ${noisy.id}::uuid, n,
          (array['pending','accepted','ready','on_the_way','delivered','delivered','delivered','rejected','cancelled'])[1 + n % 9],
          '{"name":"María López","phone":"3311223344","address":"Av. Vallarta 1520, Guadalajara"}'::jsonb,
          jsonb_build_array(jsonb_build_object('product', md5((n % 12)::text)::uuid, 'name', 'Producto ' || (n % 12),
            'quantity', 1 + n % 3, 'unitPrice', 2800, 'additions', '[]'::jsonb)),
          '[]'::jsonb, (array['cash','card','transfer','online'])[1 + n % 4], 'delivery',
          2800 * (1 + n % 3), 3500, 2800 * (1 + n % 3) + 3500, 'bench',
          now() - (random() * interval '360 days'), now()
        from generate_series(1, ${Number(values.orders)}::int) as n`);
      await db.execute(sql`update companies set last_order_number = ${Number(values.orders)} where id = ${shop.id}`);
      await db.execute(sql`
        insert into expenses (partner_id, date, concept, category, amount)
        select ${noisy.id}::uuid, (current_date - (n % 360))::date, 'Gasto ' || n,
          (array['combustible','mantenimiento','sueldos','renta','publicidad','otros'])[1 + n % 6], 1000 + n
        from generate_series(1, 5000) as n`);
      // The quiet tenant: a company account looking at its orders.
      const quiet = await createPartner(db, { name: 'Socio tranquilo' });
      const quietShop = await createCompany(db, { partnerId: quiet.id, name: 'Comercio tranquilo' });
      await createAccount(db, {
        email: 'tranquilo@bench.test',
        password: BENCH_PASSWORD,
        type: 'company',
        companyId: quietShop.id,
      });
      await db.execute(sql`vacuum analyze`);
      await settleDisk(database);

      const today = new Date().toISOString().slice(0, 10);
      const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
      const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
      const [year, month] = [new Date().getUTCFullYear(), new Date().getUTCMonth() + 1];

      const settings: [string, Record<string, string>][] = [
        ['bound (default)', {}],
        ['bound, pause 1', { HEAVY_WORK_PAUSE: '1' }],
        ['bound lifted', { HEAVY_WORK_CONCURRENCY: '1000', HEAVY_WORK_QUEUE: '1000', HEAVY_WORK_PAUSE: '0' }],
      ];
      for (const [label, env] of settings) {
        const { app, url } = await startApp(database, env);
        try {
          const noisyCookie = await signIn(url, 'ruidoso@bench.test');
          const quietCookie = await signIn(url, 'tranquilo@bench.test');
          const heavy: Call[] = [
            {
              method: 'GET',
              path: `/api/orders/reports?ID=${shop.id}&from=${yearAgo}&to=${today}`,
              cookie: noisyCookie,
            },
            { method: 'POST', path: '/api/products/list', body: 'import', cookie: noisyCookie },
            {
              method: 'GET',
              path: `/api/orders/stats/month?company=${shop.id}&month=${month}&year=${year}`,
              cookie: noisyCookie,
            },
            { method: 'GET', path: '/api/expenses/export.csv', cookie: noisyCookie },
            {
              method: 'GET',
              path: `/api/orders/reports?ID=${shop.id}&from=${monthAgo}&to=${today}`,
              cookie: noisyCookie,
            },
          ];
          const simple: Call = {
            method: 'GET',
            path: `/api/orders/company/pag?company=${quietShop.id}&limit=20&offset=0`,
            cookie: quietCookie,
          };
          const base = {
            baseUrl: url,
            simple,
            heavy,
            company: shop.id,
            seconds,
            windowSeconds: Number(values.window),
            gapMs: Number(values.gap),
          };
          const loaded = await measure({ ...base, loops });
          const [idle99, loaded99] = [percentile(loaded.idle, 99), percentile(loaded.loaded, 99)];
          console.log(`\n  ${kind}, ${label} (load average ${loadAverage()})`);
          console.log(
            `    idle     simple GET  n ${String(loaded.idle.length).padStart(5)}   p50 ${ms(percentile(loaded.idle, 50)).padStart(9)}   p99 ${ms(idle99).padStart(9)}`,
          );
          console.log(
            `    loaded   simple GET  n ${String(loaded.loaded.length).padStart(5)}   p50 ${ms(percentile(loaded.loaded, 50)).padStart(9)}   p99 ${ms(loaded99).padStart(9)}`,
          );
          console.log(
            `    heavy calls: ${loaded.heavyDone} done, ${loaded.heavyBusy} answered 429, ${loaded.heavyFailed} failed${loaded.firstFailure ? ` (${loaded.firstFailure})` : ''}`,
          );
          for (const [name, times] of Object.entries(loaded.heavyTimes))
            console.log(
              `      ${name.padEnd(32)} n ${String(times.length).padStart(4)}   p50 ${ms(percentile(times, 50)).padStart(9)}`,
            );
          console.log(`    loaded/idle p99 ${ratio(loaded99, idle99)} (goal ≤ 3×)`);
        } finally {
          await app.close();
        }
      }
    } finally {
      await database.close();
      await drop();
    }
  }
}
