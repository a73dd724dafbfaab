import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { newOrderEvent, WEB_APP_ID } from '@backoffice/shared';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import type { Database } from '../apps/api/src/db/client.ts';
import { nextMessage, startChild } from './lib/child.ts';
import type { PushArrivals, PushReady } from './lib/push-worker.ts';
import { BENCH_EMAIL, BENCH_PASSWORD, freshDatabase, seedBench } from './lib/setup.ts';
import { ms, now, percentile, sleep } from './lib/stats.ts';

/**
 * npm run bench:push — time from sending an order to the intake until its Web Push request (encrypted,
 * VAPID-signed) reaches a push-service stand-in on loopback, next to the time until `new:order` reaches a
 * connected socket, for the same orders. Prints p50/p99 (no pass/fail). See bench/README.md.
 */
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100' },
    spacing: { type: 'string', default: '100' },
    pglite: { type: 'boolean', default: false },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const orders = Math.min(2000, Math.max(1, Number(values.orders) || 100));
const spacingMs = Math.min(10_000, Math.max(0, Number(values.spacing) || 0));
const kind = values.pglite ? 'pglite' : 'postgres';

setTimeout(() => {
  console.error('\nBench stopped: it ran longer than 4 minutes.');
  process.exit(1);
}, 4 * 60_000).unref();

const startApp = async (database: Database, pushOrigin: string) => {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(os.tmpdir(), 'backoffice-bench-unused'),
    PUSH_ALLOWED_ORIGINS: pushOrigin,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
};

const line = (label: string, values: number[]) =>
  `    ${label.padEnd(36)} p50 ${ms(percentile(values, 50)).padStart(9)}   p99 ${ms(percentile(values, 99)).padStart(9)}   (${values.length} of ${orders})`;

console.log(
  `bench:push on ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
const worker = startChild('./push-worker.ts');
const ready = await nextMessage<PushReady>(worker, 'ready', 30_000);
const { database, drop } = await freshDatabase(kind, values['database-url']);
try {
  const seeded = await seedBench(database, 1);
  const { app, url } = await startApp(database, ready.origin);
  try {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const device = encodeURIComponent(JSON.stringify(ready.subscription));
    const registered = await fetch(`${url}/api/companies/devices/add?company=${seeded.company.id}&device=${device}`, {
      method: 'PUT',
      headers: { cookie, 'x-app-id': WEB_APP_ID },
    });
    if (!registered.ok) throw new Error(`device registration failed: ${registered.status} ${await registered.text()}`);
    worker.send({ type: 'connect', baseUrl: url, cookie, event: newOrderEvent(seeded.company.id) });
    await nextMessage(worker, 'connected' as never, 30_000);

    const sent: Record<string, number> = {};
    const answers: number[] = [];
    const body = JSON.stringify(seeded.intakeBody);
    for (let index = 0; index < orders; index++) {
      const started = now();
      const response = await fetch(`${url}/api/orders`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${seeded.key}`,
          'content-type': 'application/json',
          'idempotency-key': `bench-push-${index}`,
        },
        body,
      });
      answers.push(now() - started);
      const order = (await response.json()) as { id: string };
      if (response.status === 201) sent[order.id] = started;
      await sleep(spacingMs);
    }
    await sleep(2000);
    await app.push.drain();
    worker.send({ type: 'collect' });
    const arrivals = await nextMessage<PushArrivals>(worker, 'arrivals', 30_000);
    const after = (times: Record<string, number>) =>
      Object.entries(sent).flatMap(([id, at]) => (times[id] ? [times[id] - at] : []));
    console.log(`\n  [${kind}] ${orders} orders, one at a time, ${spacingMs} ms apart`);
    console.log(line('intake HTTP answer', answers));
    console.log(line('intake → new:order at the socket', after(arrivals.socket)));
    console.log(line('intake → push request at the service', after(arrivals.push)));
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await drop();
  worker.send({ type: 'stop' });
}
