import { addDays, localDate, zonedTimeToUtc } from '@backoffice/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, orders, whatsappOutbox, whatsappSessions, whatsappUnreachable } from '../src/db/schema/index.ts';
import { enqueueOrderMessage } from '../src/modules/whatsapp/outbox.enqueue.ts';
import { toE164 } from '../src/modules/whatsapp/phone.ts';
import { type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { createMenu, managerHeader, postOrder, simpleIntake } from './order-fixtures.ts';
import { waitFor } from './sockets.ts';
import { anotherInstance, linkThroughStandIn, standInNetwork, testTimings } from './whatsapp-stand-in.ts';

let t: TestApp;
let tenants: Tenants;
let admin: Session;
let company: Session;
let member: Session;
let otherAdmin: Session;
let menu: Awaited<ReturnType<typeof createMenu>>;
let stand = standInNetwork();
const fastRetries = { retryDelaysMs: [0], maxAttempts: 3, maxAgeMs: 86_400_000 };

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { admin, company, member, otherAdmin },
  } = await startWithTenants(
    ['admin', 'company', 'member', 'otherAdmin'],
    {},
    {
      whatsapp: { factory: (options) => stand.factory(options), ...testTimings, outbox: fastRetries },
    },
  ));
  menu = await createMenu(t.db, tenants.a.companies[0].id);
  await linkThroughStandIn(t, stand, admin, tenants.a.partner.id);
});
afterAll(() => t.close());

const placeOrder = async (phone = '33 1122 3344', name = 'Ana') => {
  const intake = { ...simpleIntake(tenants.a.companies[0].id, menu), customer: { name, phone, address: 'Calle 1' } };
  const response = await postOrder(t, company, intake);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; number: number };
};

const move = (id: string, status: string, extra = '') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/status?ID=${id}&status=${status}${extra}`,
    headers: { ...asHeaders(company), ...managerHeader() },
  });

const outboxOf = (orderId: string) =>
  t.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.orderId, orderId)).orderBy(whatsappOutbox.seq);

describe('E.164', () => {
  it('reads local Mexican numbers and keeps international ones; nonsense is null', () => {
    expect(toE164('33 1122 3344', 'MX')).toBe('+523311223344');
    expect(toE164('+1 (415) 555-2671', 'MX')).toBe('+14155552671');
    expect(toE164('123', 'MX')).toBeNull();
    expect(toE164('no tengo', 'MX')).toBeNull();
  });
});

describe('messages to customers', () => {
  it('writes the message with the status change, sends it once, and follows its receipts', async () => {
    const order = await placeOrder();
    expect((await move(order.id, 'accepted', '&minutes=35')).statusCode).toBe(200);
    const [queued] = await outboxOf(order.id);
    expect(queued).toMatchObject({ event: 'accepted', state: 'queued', phone: '+523311223344', attempts: 0 });
    expect(queued.body).toContain('Comercio a1');
    expect(queued.body).toContain(`#${order.number}`);
    expect(queued.body).toContain('35 minutos');
    expect(queued.body).toContain('$');

    await t.app.whatsapp.runOutboxOnce();
    await t.app.whatsapp.runOutboxOnce();
    const sent = stand.network.sent.filter((item) => item.messageId === queued.messageId);
    expect(sent).toEqual([{ jid: '523311223344@s.whatsapp.net', text: queued.body, messageId: queued.messageId }]);
    expect((await outboxOf(order.id))[0].state).toBe('sent');

    stand.last().ack(queued.messageId, 4);
    await waitFor(async () => (await outboxOf(order.id))[0].state === 'read');
    stand.last().ack(queued.messageId, 3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await outboxOf(order.id))[0].state).toBe('read');

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/messages?order=${order.id}`,
      headers: asHeaders(company),
    });
    expect(listed.json()).toEqual([expect.objectContaining({ event: 'accepted', state: 'read', error: null })]);
    const other = asHeaders(otherAdmin);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/messages?order=${order.id}`,
      headers: other,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('tells a rejected customer the reason in plain Spanish', async () => {
    const order = await placeOrder();
    const rejected = await t.app.inject({
      method: 'POST',
      url: '/api/rejections',
      headers: { ...asHeaders(company), ...managerHeader() },
      payload: { order: order.id, reason: 'too_busy', comment: 'nota interna' },
    });
    expect(rejected.statusCode, rejected.body).toBe(201);
    const [message] = await outboxOf(order.id);
    expect(message.body).toContain('en este momento tiene demasiados pedidos');
    expect(message.body).not.toContain('nota interna');
  });

  it('tells the customer of an order for later its slot on the company’s clocks, not minutes from now', async () => {
    const order = await placeOrder('33 1122 4455', 'Berta');
    const [{ timezone }] = await t.db
      .select({ timezone: companies.timezone })
      .from(companies)
      .where(eq(companies.id, tenants.a.companies[0].id));
    // Tomorrow 13:30 on the company's clocks (set on the row: the slot rules have their own tests).
    const slot = zonedTimeToUtc(addDays(localDate(new Date(), timezone), 1), 13 * 60 + 30, timezone);
    await t.db.update(orders).set({ scheduledFor: slot }).where(eq(orders.id, order.id));
    expect((await move(order.id, 'accepted', '&minutes=35')).statusCode).toBe(200);
    expect((await move(order.id, 'ready')).statusCode).toBe(200);
    expect((await move(order.id, 'on_the_way')).statusCode).toBe(200);
    const [accepted, onTheWay] = await outboxOf(order.id);
    expect(accepted.body).toContain('Estará listo en el horario programado.');
    expect(accepted.body).toContain('\n\nProgramado para mañana 1:30 p. m.');
    expect(accepted.body).not.toContain('35 minutos');
    expect(onTheWay.body).not.toContain('Programado');
  });

  it('never writes two messages for the same order and event', async () => {
    const order = await placeOrder();
    await move(order.id, 'accepted', '&minutes=20');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    await t.db.transaction(async (tx) => enqueueOrderMessage(tx, row));
    expect(await outboxOf(order.id)).toHaveLength(1);
  });

  it('sends nothing when the template or the company is switched off', async () => {
    const headers = asHeaders(admin);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/whatsapp/templates?event=on_the_way',
      headers,
      payload: { body: 'Tu pedido {pedido} va en camino', enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const order = await placeOrder();
    await move(order.id, 'accepted', '&minutes=20');
    await move(order.id, 'ready');
    await move(order.id, 'on_the_way');
    expect((await outboxOf(order.id)).map((row) => row.event)).toEqual(['accepted']);

    const companyOff = await t.app.inject({
      method: 'PUT',
      url: `/api/whatsapp/companies?ID=${tenants.a.companies[0].id}`,
      headers,
      payload: { enabled: false },
    });
    expect(companyOff.json()).toContainEqual(
      expect.objectContaining({ company: tenants.a.companies[0].id, enabled: false }),
    );
    await move(order.id, 'delivered');
    expect((await outboxOf(order.id)).map((row) => row.event)).toEqual(['accepted']);
    await t.app.inject({
      method: 'PUT',
      url: `/api/whatsapp/companies?ID=${tenants.a.companies[0].id}`,
      headers,
      payload: { enabled: true },
    });
  });

  it('refuses unknown placeholders in Spanish, members, and another partner’s company', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/whatsapp/templates?event=accepted',
      headers: asHeaders(admin),
      payload: { body: 'Hola {nombre}', enabled: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error)).toContain('No existe el dato {nombre}');
    const asMember = await t.app.inject({ method: 'GET', url: '/api/whatsapp/templates', headers: asHeaders(member) });
    expect(asMember.statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/whatsapp/companies?ID=${tenants.b.companies[0].id}`,
      headers: asHeaders(admin),
      payload: { enabled: false },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('delivery', () => {
  // Each test starts with nothing left to send from the ones before.
  beforeEach(async () => {
    await t.app.whatsapp.runOutboxOnce();
  });

  it('retries with backoff, keeps each customer’s messages in order, and fails after the last attempt', async () => {
    const first = await placeOrder('33 2222 1111', 'Beto');
    const second = await placeOrder('33 2222 1111', 'Beto');
    await move(first.id, 'accepted', '&minutes=15');
    await move(second.id, 'accepted', '&minutes=25');
    stand.network.failures = 1;
    await t.app.whatsapp.runOutboxOnce();
    const [afterFailure] = await outboxOf(first.id);
    expect(afterFailure).toMatchObject({ state: 'queued', attempts: 1 });
    expect(afterFailure.error).toContain('send_failed');
    expect((await outboxOf(second.id))[0]).toMatchObject({ state: 'queued', attempts: 0 });
    await t.app.whatsapp.runOutboxOnce();
    await t.app.whatsapp.runOutboxOnce();
    const toBeto = stand.network.sent.filter((item) => item.jid.startsWith('523322221111'));
    expect(toBeto.map((item) => item.text.includes('15 minutos'))).toEqual([true, false]);
    expect(toBeto[1].text).toContain('25 minutos');

    const doomed = await placeOrder('33 4444 5555');
    await move(doomed.id, 'accepted', '&minutes=10');
    stand.network.failures = 10;
    for (let i = 0; i < 4; i++) await t.app.whatsapp.runOutboxOnce();
    expect((await outboxOf(doomed.id))[0]).toMatchObject({ state: 'failed', attempts: 3 });
    stand.network.failures = 0;
  });

  it('marks a number that is not on WhatsApp and does not retry it', async () => {
    stand.network.notOnWhatsapp.add('523355556666');
    const order = await placeOrder('33 5555 6666');
    await move(order.id, 'accepted', '&minutes=10');
    await t.app.whatsapp.runOutboxOnce();
    expect((await outboxOf(order.id))[0]).toMatchObject({ state: 'failed', error: 'not_on_whatsapp', attempts: 1 });
    const marked = await t.db
      .select()
      .from(whatsappUnreachable)
      .where(
        and(eq(whatsappUnreachable.partnerId, tenants.a.partner.id), eq(whatsappUnreachable.phone, '+523355556666')),
      );
    expect(marked).toHaveLength(1);
    const lookups = stand.network.lookups.length;
    const again = await placeOrder('33 5555 6666');
    await move(again.id, 'accepted', '&minutes=10');
    await t.app.whatsapp.runOutboxOnce();
    expect((await outboxOf(again.id))[0]).toMatchObject({ state: 'failed', error: 'not_on_whatsapp' });
    expect(stand.network.lookups.length).toBe(lookups);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/messages?order=${again.id}`,
      headers: asHeaders(admin),
    });
    expect(listed.json()[0].error).toBe('El número del cliente no tiene WhatsApp.');

    const invalid = await placeOrder('12345');
    await move(invalid.id, 'accepted', '&minutes=10');
    await t.app.whatsapp.runOutboxOnce();
    expect((await outboxOf(invalid.id))[0]).toMatchObject({ state: 'failed', error: 'invalid_phone', phone: null });
  });

  it('sends a message committed just before a crash exactly once after the restart', async () => {
    const order = await placeOrder('33 7777 8888');
    await move(order.id, 'accepted', '&minutes=30');
    const [queued] = await outboxOf(order.id);
    expect(queued.state).toBe('queued');
    // The process dies after the commit and before sending: no shutdown, its lease simply runs out.
    await t.app.whatsapp.close();
    await t.db
      .update(whatsappSessions)
      .set({ ownerId: 'dead-process', leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(whatsappSessions.partnerId, tenants.a.partner.id));
    const before = stand.network.sent.length;
    stand = standInNetwork();
    const restarted = await anotherInstance(t, stand.factory, { outbox: fastRetries } as never);
    try {
      await restarted.app.whatsapp.runOutboxOnce();
      expect(stand.network.sockets).toHaveLength(1);
      stand.last().open();
      await waitFor(async () => (await outboxOf(order.id))[0].state === 'sent');
      await restarted.app.whatsapp.runOutboxOnce();
      await restarted.app.whatsapp.runOutboxOnce();
      expect(stand.network.sent.filter((item) => item.messageId === queued.messageId)).toHaveLength(1);
      expect(before).toBeGreaterThan(0);
    } finally {
      await restarted.close();
    }
  });
});
