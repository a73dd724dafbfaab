import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, pushDevices, pushOutbox } from '../src/db/schema/index.ts';
import { escalateDueOrders } from '../src/modules/orders/escalation.ts';
import { type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { createMenu, type Menu, postOrder, simpleIntake } from './order-fixtures.ts';
import { makeSubscriber, startPushService, verifyVapid } from './support/push-service.ts';

let t: TestApp;
let tenants: Tenants;
let service: Awaited<ReturnType<typeof startPushService>>;
let company: Session;
let member: Session;
let admin: Session;
let menu: Menu;
let menu2: Menu;
const a1 = () => tenants.a.companies[0].id;
const a2 = () => tenants.a.companies[1].id;

beforeAll(async () => {
  service = await startPushService();
  // No network: the only push service allowed is the test's own loopback endpoint.
  ({
    t,
    tenants,
    sessions: { company, member, admin },
  } = await startWithTenants(['company', 'member', 'admin'], {
    PUSH_ALLOWED_ORIGINS: service.origin,
    VAPID_SUBJECT: 'mailto:pruebas@test.mx',
  }));
  menu = await createMenu(t.db, a1());
  menu2 = await createMenu(t.db, a2());
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const register = async (session: Session, url: string, subscription: object) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: `${url}&device=${encodeURIComponent(JSON.stringify(subscription))}`,
    headers: asHeaders(session),
  });
  expect(response.statusCode, response.body).toBe(200);
};

const placeOrder = async (companyId = a1(), orderMenu = menu) => {
  const response = await postOrder(t, companyId === a1() ? company : admin, simpleIntake(companyId, orderMenu));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
};

describe('Web Push of new orders', () => {
  it('encrypts the order id for the subscription and signs with VAPID; 410 deletes the subscription', async () => {
    const browser = makeSubscriber(`${service.origin}/push/company-tablet`);
    await register(company, `/api/companies/devices/add?company=${a1()}`, browser.subscription);
    const keyResponse = await t.app.inject({ method: 'GET', url: '/api/push/public-key', headers: asHeaders(company) });
    const { publicKey } = keyResponse.json();

    const order = await placeOrder();
    const request = await service.nth(1);
    expect(request.path).toBe('/push/company-tablet');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    const vapid = verifyVapid(request.headers.authorization, service.origin);
    expect(vapid).toMatchObject({ valid: true, key: publicKey, alg: 'ES256' });
    expect(vapid.claims.aud).toBe(service.origin);
    expect(vapid.claims.sub).toBe('mailto:pruebas@test.mx');
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(browser.decrypt(request.body)).toMatchObject({ type: 'new:order', id: order.id, company: a1() });

    // The same key pair is kept in the database, so another process (or a restart) signs alike.
    const stored = await t.db.execute(sql`select value->>'publicKey' as key from server_keys where name = 'vapid'`);
    const rows = ('rows' in stored ? stored.rows : stored) as { key: string }[];
    expect(rows[0].key).toBe(publicKey);

    service.answerWith(410);
    await placeOrder();
    await service.nth(2);
    await t.app.push.drain();
    const left = await t.db.select().from(pushDevices).where(eq(pushDevices.ownerId, a1()));
    expect(left).toHaveLength(0);
    service.answerWith(201);
  });

  it('never fails the intake: a failing push service is retried in the background', async () => {
    const browser = makeSubscriber(`${service.origin}/push/retry`);
    await register(company, `/api/companies/devices/add?company=${a1()}`, browser.subscription);
    const before = service.received.length;
    service.answerWith(500);
    const order = await placeOrder();
    await service.nth(before + 1);
    await t.app.push.drain();
    const [pending] = await t.db.select().from(pushOutbox).where(eq(pushOutbox.itemId, order.id));
    expect(pending.attempts).toBe(1);
    expect(pending.pendingDevices).toHaveLength(1);
    service.answerWith(201);
    const retried = await service.nth(before + 2, 15_000);
    expect(browser.decrypt(retried.body)).toMatchObject({ id: order.id });
    await t.app.push.drain();
    expect(await t.db.select().from(pushOutbox).where(eq(pushOutbox.itemId, order.id))).toHaveLength(0);
    await t.db.delete(pushDevices);
  });

  it("reaches a partner member's device only for the companies it follows", async () => {
    const browser = makeSubscriber(`${service.origin}/push/member`);
    await register(member, `/api/partners/devices/add?ID=${tenants.a.partner.id}`, browser.subscription);
    const before = service.received.length;
    await placeOrder(a2(), menu2);
    await t.app.push.drain();
    expect(service.received.length).toBe(before);
    const followed = await placeOrder();
    const request = await service.nth(before + 1);
    expect(request.path).toBe('/push/member');
    expect(browser.decrypt(request.body)).toMatchObject({ type: 'new:order', id: followed.id });
    await t.db.delete(pushDevices);
  });
});

describe('escalation of an order left pending', () => {
  it('escalates once, after the company minutes, and queues its push', async () => {
    const order = await placeOrder();
    expect(await escalateDueOrders(t.db)).toHaveLength(0);
    // Three minutes (the default) have passed.
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3 * 60_000 - 1000) })
      .where(eq(orders.id, order.id));
    const escalated = await escalateDueOrders(t.db);
    expect(escalated.map((row) => row.id)).toEqual([order.id]);
    expect(escalated[0].escalatedAt).toBeInstanceOf(Date);
    expect(await escalateDueOrders(t.db)).toHaveLength(0);
    const queued = await t.db.select().from(pushOutbox).where(eq(pushOutbox.itemId, order.id));
    expect(queued.map((row) => row.kind)).toContain('escalation');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/orders/order?ID=${order.id}`,
      headers: asHeaders(company),
    });
    expect(detail.json().escalatedAt).not.toBeNull();
  });
});
