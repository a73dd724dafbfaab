import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushDevices, pushOutbox } from '../src/db/schema/index.ts';
import { DEVICES_PER_ACCOUNT } from '../src/modules/push/push.queries.ts';
import { type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { createMenu, type Menu, postOrder, simpleIntake } from './order-fixtures.ts';
import { makeSubscriber, startPushService } from './support/push-service.ts';

/** Decision 035: capped subscriptions, bounded and fair sending, failing endpoints dropped. */

/**
 * A push service that never answers until told to: counts the requests it holds open, per path prefix
 * (`/hang/<tenant>/…`), and the most it ever held at once.
 */
const startHangingService = async () => {
  const held: { tenant: string; response: http.ServerResponse }[] = [];
  const open = new Map<string, number>();
  const most = new Map<string, number>();
  let received = 0;
  let answer: number | null = null;
  const changed: (() => void)[] = [];
  const bump = (key: string, by: number) => {
    const value = (open.get(key) ?? 0) + by;
    open.set(key, value);
    most.set(key, Math.max(most.get(key) ?? 0, value));
  };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received++;
      const tenant = (request.url ?? '').split('/')[2] ?? '';
      if (answer !== null) {
        response.writeHead(answer).end();
      } else {
        bump(tenant, 1);
        bump('*', 1);
        const entry = { tenant, response };
        held.push(entry);
        response.on('close', () => {
          const index = held.indexOf(entry);
          if (index >= 0) held.splice(index, 1);
          bump(tenant, -1);
          bump('*', -1);
        });
      }
      for (const wake of changed.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    open: (key = '*') => open.get(key) ?? 0,
    most: (key = '*') => most.get(key) ?? 0,
    received: () => received,
    /** Waits (event-driven, with a deadline against hanging forever) until `check` holds. */
    until: async (check: () => boolean, what: string) => {
      const deadline = Date.now() + 20_000;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
        await new Promise<void>((resolve) => {
          changed.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    /** Answers what it holds, and everything after, with `status`. */
    answerAll: (status: number) => {
      answer = status;
      for (const { response } of held.splice(0)) response.writeHead(status).end();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

let t: TestApp;
let tenants: Tenants;
let service: Awaited<ReturnType<typeof startPushService>>;
let hang: Awaited<ReturnType<typeof startHangingService>>;
let company: Session;
let otherCompany: Session;
let menuA: Menu;
let menuB: Menu;
const a1 = () => tenants.a.companies[0].id;
const b1 = () => tenants.b.companies[0].id;

beforeAll(async () => {
  service = await startPushService();
  hang = await startHangingService();
  ({
    t,
    tenants,
    sessions: { company, otherCompany },
  } = await startWithTenants(['company', 'otherCompany'], {
    PUSH_ALLOWED_ORIGINS: `${service.origin},${hang.origin}`,
    PUSH_CONCURRENCY: '3',
    PUSH_CONCURRENCY_PER_TENANT: '2',
    // Long: the hanging service is released by the test, not by the timeout.
    PUSH_TIMEOUT_MS: '60000',
    PUSH_DROP_AFTER_FAILURES: '3',
  }));
  menuA = await createMenu(t.db, a1());
  menuB = await createMenu(t.db, b1());
});
afterAll(async () => {
  await t.close();
  await service.close();
  await hang.close();
});

const register = async (session: Session, companyId: string, endpoint: string) => {
  const device = encodeURIComponent(JSON.stringify(makeSubscriber(endpoint).subscription));
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/companies/devices/add?company=${companyId}&device=${device}`,
    headers: asHeaders(session),
  });
  expect(response.statusCode, response.body).toBe(200);
  return endpoint;
};

const placeOrder = async (session: Session, companyId: string, menu: Menu) => {
  const response = await postOrder(t, session, simpleIntake(companyId, menu));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
};

const devicesOf = (companyId: string) => t.db.select().from(pushDevices).where(eq(pushDevices.ownerId, companyId));
const endpointsOf = async (companyId: string) =>
  (await devicesOf(companyId)).map((row) => (JSON.parse(row.token) as { endpoint: string }).endpoint).sort();

describe('subscriptions per account', () => {
  it('keeps the newest ten of an account: registering an eleventh replaces the oldest', async () => {
    const endpoints: string[] = [];
    for (let index = 0; index < DEVICES_PER_ACCOUNT + 2; index++) {
      endpoints.push(await register(company, a1(), `${service.origin}/push/cap-${String(index).padStart(2, '0')}`));
    }
    expect(await endpointsOf(a1())).toEqual(endpoints.slice(2).sort());

    // Registering one again makes it the newest: the next one replaces the one after it instead.
    await register(company, a1(), endpoints[2]);
    const next = await register(company, a1(), `${service.origin}/push/cap-99`);
    expect(await endpointsOf(a1())).toEqual([endpoints[2], ...endpoints.slice(4), next].sort());
    await t.db.delete(pushDevices);
  });
});

describe('sending with bounded concurrency', () => {
  it("holds one tenant to its share of slots while its push service never answers; another tenant's push and requests go through", async () => {
    for (let index = 0; index < 10; index++) await register(company, a1(), `${hang.origin}/hang/a/${index}`);
    await register(otherCompany, b1(), `${service.origin}/push/other-tenant`);
    for (let order = 0; order < 3; order++) await placeOrder(company, a1(), menuA);
    await hang.until(() => hang.open('a') === 2, "tenant a's first two requests held");

    // Tenant a has 28 more sends waiting; tenant b's order still answers, and its push goes out.
    const before = service.received.length;
    const other = await placeOrder(otherCompany, b1(), menuB);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/orders/order?ID=${other.id}`,
      headers: asHeaders(otherCompany),
    });
    expect(list.statusCode).toBe(200);
    const delivered = await service.nth(before + 1);
    expect(delivered.path).toBe('/push/other-tenant');
    expect(hang.open('a')).toBe(2);
    expect(hang.received()).toBe(2);
    expect(list.json()).toMatchObject({ id: other.id });

    // Both tenants hanging: the process holds three at once, never more.
    for (let index = 0; index < 4; index++) await register(otherCompany, b1(), `${hang.origin}/hang/b/${index}`);
    await placeOrder(otherCompany, b1(), menuB);
    await hang.until(() => hang.open() === 3, 'three requests held');
    expect(hang.open('b')).toBe(1);

    hang.answerAll(201);
    await t.app.push.drain();
    expect(hang.received()).toBe(30 + 4);
    expect(hang.most()).toBe(3);
    expect(hang.most('a')).toBe(2);
    expect(hang.most('b')).toBeLessThanOrEqual(2);
    await t.db.delete(pushDevices);
  });
});

describe('endpoints that keep failing', () => {
  it('counts failures in a row on the subscription, a success clears them, and the third in a row drops it', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    await register(company, a1(), `${service.origin}/push/first`);
    for (let index = 0; index < 4; index++) await register(company, a1(), `${service.origin}/push/more-${index}`);
    // The stand-in answers all five devices alike.
    const orderAnswered = async (status: number) => {
      service.answerWith(status);
      await placeOrder(company, a1(), menuA);
      await t.app.push.drain();
      // Its retries would count again on their own schedule; this test counts one attempt per order.
      await t.db.delete(pushOutbox);
    };
    const failing = async () =>
      (await devicesOf(a1())).find((row) => row.token.includes('/push/first')) as typeof pushDevices.$inferSelect;

    warn.mockClear();
    await orderAnswered(500);
    const once = await failing();
    expect(once.failures).toBe(1);
    expect(once.lastFailure).toBe('status 500');
    expect(once.lastFailureAt).toBeInstanceOf(Date);
    // One summary line for the five failed deliveries, not one per delivery.
    const summaries = warn.mock.calls.filter((call) => call[1] === 'push deliveries failed');
    expect(summaries).toHaveLength(1);
    expect(summaries[0][0]).toMatchObject({ devices: 5, failed: 5, reasons: { 'status 500': 5 } });

    await orderAnswered(201);
    expect((await failing()).failures).toBe(0);

    await orderAnswered(503);
    await orderAnswered(503);
    expect((await failing()).failures).toBe(2);
    warn.mockClear();
    await orderAnswered(503);
    expect(await devicesOf(a1())).toHaveLength(0);
    const droppedLines = warn.mock.calls.filter((call) => String(call[1]).startsWith('push subscription dropped'));
    expect(droppedLines).toHaveLength(5);
    service.answerWith(201);
    warn.mockRestore();
  });

  it('deletes a subscription at once on 404 or 410', async () => {
    await register(company, a1(), `${service.origin}/push/gone`);
    service.answerWith(404);
    await placeOrder(company, a1(), menuA);
    await t.app.push.drain();
    expect(await devicesOf(a1())).toHaveLength(0);
    service.answerWith(201);
  });
});
