import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { newOrderEvent, WEB_APP_ID } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import type { Database } from '../apps/api/src/db/client.ts';
import { createAccount, createPartner } from '../apps/api/src/db/seed/factories.ts';
import { createChannelKey } from '../apps/api/src/modules/channel-keys/channel-keys.service.ts';
import { makeSubscriber } from '../apps/api/test/support/push-service.ts';
import { nextMessage, startChild } from './lib/child.ts';
import type { PushArrivals, PushReady } from './lib/push-worker.ts';
import { BENCH_EMAIL, BENCH_PASSWORD, freshDatabase, seedBench, seedCompany } from './lib/setup.ts';
import { ms, now, percentile, ratio, sleep } from './lib/stats.ts';

/**
 * npm run bench:push — time from sending an order to the intake until its Web Push request (encrypted,
 * VAPID-signed) reaches a push-service stand-in on loopback, next to the time until `new:order` reaches a
 * connected socket, for the same orders. Prints p50/p99 (no pass/fail). Then another tenant's intake answer
 * and push, idle and while one tenant registers 360 subscriptions at a push service that never answers and
 * keeps sending orders; prints the ratio failing/idle (goal ≤ 2×, decision 035). See bench/README.md.
 */
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100' },
    spacing: { type: 'string', default: '100' },
    'other-orders': { type: 'string', default: '100' },
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
const otherOrders = Math.min(2000, Math.max(1, Number(values['other-orders']) || 100));

setTimeout(() => {
  console.error('\nBench stopped: it ran longer than 4 minutes.');
  process.exit(1);
}, 4 * 60_000).unref();

/** Warn and error lines the app logs (the issue counted 87,352 `push delivery failed` lines). */
let logLines = 0;

const startApp = async (database: Database, pushOrigin: string) => {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(os.tmpdir(), 'backoffice-bench-unused'),
    PUSH_ALLOWED_ORIGINS: pushOrigin,
  });
  const stream = { write: () => void logLines++ };
  const app = await buildApp({ config, database, logger: { level: 'warn', stream } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
};

const line = (label: string, values: number[], of = orders) =>
  `    ${label.padEnd(36)} p50 ${ms(percentile(values, 50)).padStart(9)}   p99 ${ms(percentile(values, 99)).padStart(9)}   (${values.length} of ${of})`;

/** A push service that takes requests and never answers; counts what it holds at once. */
const startSilentService = async () => {
  let open = 0;
  let most = 0;
  let received = 0;
  const server = http.createServer((request, response) => {
    received++;
    open++;
    most = Math.max(most, open);
    request.resume();
    // The response closes when the sender gives up (its timeout) and drops the connection.
    response.on('close', () => {
      open--;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    figures: () => ({ most, received }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

const signIn = async (url: string, email: string, password: string) => {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
};

const registerDevice = async (url: string, cookie: string, companyId: string, subscription: object) => {
  const device = encodeURIComponent(JSON.stringify(subscription));
  const registered = await fetch(`${url}/api/companies/devices/add?company=${companyId}&device=${device}`, {
    method: 'PUT',
    headers: { cookie, 'x-app-id': WEB_APP_ID },
  });
  if (!registered.ok) throw new Error(`device registration failed: ${registered.status} ${await registered.text()}`);
};

const postIntake = async (url: string, key: string, body: string, idempotencyKey: string) => {
  const started = now();
  const response = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body,
  });
  const order = (await response.json()) as { id: string };
  return { started, answered: now() - started, id: response.status === 201 ? order.id : undefined };
};

console.log(
  `bench:push on ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
const worker = startChild('./push-worker.ts');
const ready = await nextMessage<PushReady>(worker, 'ready', 30_000);
const silent = await startSilentService();
const { database, drop } = await freshDatabase(kind, values['database-url']);
try {
  const seeded = await seedBench(database, 1);
  const { app, url } = await startApp(database, `${ready.origin},${silent.origin}`);
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

    // Another tenant (its own partner, company, account and channel key) with one working device.
    const otherPartner = await createPartner(database.db, { name: 'Otro socio del bench' });
    const other = await seedCompany(database, otherPartner.id, 'Otra taquería');
    const otherEmail = 'bench-otro@bench.test';
    await createAccount(database.db, {
      email: otherEmail,
      password: BENCH_PASSWORD,
      type: 'company',
      companyId: other.company.id,
    });
    const { key: otherKey } = await createChannelKey(database.db, otherPartner.id, 'Bench otro');
    const otherCookie = await signIn(url, otherEmail, BENCH_PASSWORD);
    await registerDevice(url, otherCookie, other.company.id, ready.subscription);
    const otherBody = JSON.stringify(other.intakeBody);

    const otherTenant = async (label: string) => {
      const answers: number[] = [];
      const sentAt: Record<string, number> = {};
      for (let index = 0; index < otherOrders; index++) {
        const result = await postIntake(url, otherKey, otherBody, `bench-push-other-${label}-${index}`);
        answers.push(result.answered);
        if (result.id) sentAt[result.id] = result.started;
        await sleep(50);
      }
      return { answers, sentAt };
    };

    const idle = await otherTenant('idle');

    // The tenant: 360 subscriptions at a push service that never answers (the cap keeps 10),
    // then orders one after another for as long as the other tenant sends its own.
    const logBefore = logLines;
    for (let index = 0; index < 360; index++) {
      await registerDevice(
        url,
        cookie,
        seeded.company.id,
        makeSubscriber(`${silent.origin}/push/silent-${index}`).subscription,
      );
    }
    let flooding = true;
    let floodOrders = 0;
    const flood = (async () => {
      while (flooding) {
        await postIntake(url, seeded.key, body, `bench-push-flood-${floodOrders++}`);
        await sleep(50);
      }
    })();
    const failing = await otherTenant('failing');
    flooding = false;
    await flood;
    await sleep(2000);
    worker.send({ type: 'collect' });
    const late = await nextMessage<PushArrivals>(worker, 'arrivals', 30_000);
    const pushAfter = (sentAt: Record<string, number>) =>
      Object.entries(sentAt).flatMap(([id, at]) => (late.push[id] ? [late.push[id] - at] : []));
    const kept = await database.db.execute(
      sql`select count(*)::int as n from push_devices where owner_id = ${seeded.company.id}`,
    );
    const keptRows = ('rows' in kept ? kept.rows : kept) as { n: number }[];
    const silentFigures = silent.figures();
    console.log(
      `\n  [${kind}] another tenant, ${otherOrders} orders 50 ms apart: idle, then while one tenant's pushes never answer`,
    );
    console.log(line('idle: intake HTTP answer', idle.answers, otherOrders));
    console.log(line('idle: intake → push at the service', pushAfter(idle.sentAt), otherOrders));
    console.log(line('failing: intake HTTP answer', failing.answers, otherOrders));
    console.log(line('failing: intake → push at the service', pushAfter(failing.sentAt), otherOrders));
    console.log(
      `    p99 ratio failing/idle: intake answer ${ratio(percentile(failing.answers, 99), percentile(idle.answers, 99))}, push ${ratio(percentile(pushAfter(failing.sentAt), 99), percentile(pushAfter(idle.sentAt), 99))} (goal ≤ 2×)`,
    );
    console.log(
      `    failing tenant: 360 registered, ${keptRows[0]?.n} kept; ${floodOrders} orders; the silent service got ${silentFigures.received} requests, at most ${silentFigures.most} at once; ${logLines - logBefore} warn/error log lines`,
    );
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await drop();
  await silent.close();
  worker.send({ type: 'stop' });
}
