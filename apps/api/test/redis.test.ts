import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  encodeOrderManager,
  newOrderEvent,
  STOREFRONT_NAMESPACE,
  STOREFRONT_ORDER_EVENT,
  type StorefrontTrackedOrder,
  WEB_APP_ID,
} from '@backoffice/shared';
import postgres from 'postgres';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { createTenants, TEST_PASSWORD } from './helper.ts';
import { createMenu, simpleIntake } from './order-fixtures.ts';
import { reachable } from './reachable.ts';

/**
 * Two real API processes on one PostgreSQL database and one Redis: an order taken through the first
 * reaches a socket connected to the second (contract section 1, scale-out). Runs in the PostgreSQL
 * project when Redis answers; skipped otherwise.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const enabled = process.env.TEST_DB === 'postgres' && (await reachable(REDIS_URL, 6379));

type Server = { child: ChildProcess; url: string; output: string[] };

const startServer = (databaseUrl: string) =>
  new Promise<Server>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        DATA_DIR: path.join(os.tmpdir(), `bo-redis-${randomUUID()}`),
        PUBLIC_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /listo en (http:\/\/\S+)/.exec(output.join(''));
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1].replace('localhost', '127.0.0.1'), output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.join('')}`));
    });
  });

const stopServer = async (server?: Server) => {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
};

const signInAt = async (baseUrl: string, email: string) => {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('bo_session='))!;
  return cookie.split(';')[0];
};

const connectAt = (baseUrl: string, cookie: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(baseUrl, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    socket.once('ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });

describe.skipIf(!enabled)('two API processes behind Redis', () => {
  const name = `bo_redis_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const databaseUrl = (() => {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  let servers: Server[] = [];
  let tenants: Awaited<ReturnType<typeof createTenants>>;
  let menu: Awaited<ReturnType<typeof createMenu>>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl, poolSize: 2 });
    tenants = await createTenants(database.db);
    menu = await createMenu(database.db, tenants.a.companies[0].id);
    await database.close();
    servers = await Promise.all([startServer(databaseUrl), startServer(databaseUrl)]);
  }, 90_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(servers.map(stopServer));
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('delivers an order taken through process 1 to a socket on process 2, and to no other tenant', async () => {
    const [first, second] = servers;
    const companyId = tenants.a.companies[0].id;
    const ownerOnSecond = await connectAt(second.url, await signInAt(second.url, tenants.a.emails.company));
    const strangerOnSecond = await connectAt(second.url, await signInAt(second.url, tenants.b.emails.admin));
    sockets.push(ownerOnSecond, strangerOnSecond);
    const strangerEvents: string[] = [];
    strangerOnSecond.onAny((event) => strangerEvents.push(event));
    const arrived = new Promise<{ id: string }>((resolve) => ownerOnSecond.once(newOrderEvent(companyId), resolve));

    const cookie = await signInAt(first.url, tenants.a.emails.company);
    const response = await fetch(`${first.url}/api/orders`, {
      method: 'POST',
      headers: {
        cookie,
        'x-app-id': WEB_APP_ID,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(simpleIntake(companyId, menu)),
    });
    expect(response.status).toBe(201);
    const order = await response.json();

    const payload = await Promise.race([
      arrived,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event on process 2')), 5000)),
    ]);
    expect(payload.id).toBe(order.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(strangerEvents).toEqual([]);
  });

  it("follows a storefront order placed and accepted through process 1 on a customer's socket on process 2", async () => {
    const [first, second] = servers;
    const company = tenants.a.companies[0];
    const placed = await fetch(`${first.url}/api/storefront/companies/${company.slug}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        type: 'pickup',
        products: [{ product: menu.drink.id, quantity: 1 }],
        customer: { name: 'Cliente', phone: '3318887766' },
        payment: 'cash',
      }),
    });
    expect(placed.status).toBe(201);
    const { token, order } = (await placed.json()) as { token: string; order: StorefrontTrackedOrder };

    const heard: StorefrontTrackedOrder[] = [];
    const customer = await new Promise<Socket>((resolve, reject) => {
      const socket = io(`${second.url}${STOREFRONT_NAMESPACE}`, {
        transports: ['websocket'],
        reconnection: false,
        auth: { token },
      });
      socket.on(STOREFRONT_ORDER_EVENT, (tracked: StorefrontTrackedOrder) => {
        heard.push(tracked);
        if (heard.length === 1) resolve(socket);
      });
      socket.once('connect_error', reject);
    });
    sockets.push(customer);

    const cookie = await signInAt(first.url, tenants.a.emails.company);
    const headers = { cookie, 'x-app-id': WEB_APP_ID };
    const list = await fetch(`${first.url}/api/orders/company/pag?company=${company.id}`, { headers });
    const { items } = (await list.json()) as { items: { id: string; number: number }[] };
    const id = items.find((item) => item.number === order.number)!.id;
    const accepted = await fetch(`${first.url}/api/orders/status?ID=${id}&status=accepted&minutes=15`, {
      method: 'PUT',
      headers: { ...headers, 'order-manager': encodeOrderManager('Caja') },
    });
    expect(accepted.status).toBe(200);
    await expect.poll(() => heard.at(-1)?.status, { timeout: 5000 }).toBe('accepted');
    expect(heard.at(-1)?.minutes).toBe(15);
  });

  it('sees a company screen connected to process 1 from process 2, and its last screen leaving on either', async () => {
    const [first, second] = servers;
    // The first company still has a screen on process 2 from the first test.
    const companyId = tenants.a.companies[1].id;
    const partnerCookie = await signInAt(second.url, tenants.a.emails.admin);
    const otherCompanyId = tenants.b.companies[0].id;
    const otherPartnerCookie = await signInAt(second.url, tenants.b.emails.admin);
    const presenceFromSecond = async (cookie: string, company: string) => {
      const response = await fetch(`${second.url}/api/live/presence`, { headers: { cookie, 'x-app-id': WEB_APP_ID } });
      expect(response.status).toBe(200);
      const { items } = (await response.json()) as { items: { company: string; connected: boolean }[] };
      return items.find((item) => item.company === company);
    };
    const watched = () => presenceFromSecond(partnerCookie, companyId);
    const screenOnFirst = await connectAt(first.url, await signInAt(first.url, tenants.a.emails.company2));
    const screenOnSecond = await connectAt(second.url, await signInAt(second.url, tenants.a.emails.company2));
    const otherScreenOnSecond = await connectAt(second.url, await signInAt(second.url, tenants.b.emails.company));
    sockets.push(screenOnFirst, screenOnSecond, otherScreenOnSecond);
    expect(await watched()).toMatchObject({ connected: true });

    // Process 2 loses its screen while process 1 still holds one: only Redis tells process 2 about it. Another
    // company's last screen leaving process 2 right after shows when process 2 has handled both departures.
    screenOnSecond.disconnect();
    otherScreenOnSecond.disconnect();
    await expect
      .poll(() => presenceFromSecond(otherPartnerCookie, otherCompanyId), { timeout: 5000 })
      .toMatchObject({ connected: false });
    expect(await watched()).toMatchObject({ connected: true });

    screenOnFirst.disconnect();
    await expect.poll(watched, { timeout: 10_000 }).toMatchObject({ connected: false });
  });

  it('after logout through process 1 the socket on process 2 is disconnected within 1 s', async () => {
    const [first, second] = servers;
    const cookie = await signInAt(second.url, tenants.b.emails.company);
    const socket = await connectAt(second.url, cookie);
    sockets.push(socket);
    const gone = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket on process 2 still connected after 1 s')), 1000);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
    const logout = await fetch(`${first.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, 'x-app-id': WEB_APP_ID },
    });
    expect(logout.status).toBe(204);
    expect(await gone).toBe('io server disconnect');
  });
});
