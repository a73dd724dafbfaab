import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payments } from '../src/db/schema/index.ts';
import { signatureManifest, signManifest } from '../src/modules/payments/gateway/mercado-pago.ts';
import { listenOnLoopback, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { type MercadoPagoStandIn, startMercadoPagoStandIn } from './mercado-pago-stand-in.ts';
import { createMenu, managerHeader, postOrder, simpleIntake } from './order-fixtures.ts';

const WEBHOOK_SECRET = 'secreto-del-webhook-de-prueba';
let t: TestApp;
let standIn: MercadoPagoStandIn;
let base: string;
let linkBase: string;
let tenants: Tenants;
let company: Session;
let admin: Session;

const a1 = () => tenants.a.companies[0].id;

/** Through real HTTP, since the gateway's notifications must reach the app over the network. */
const request = async (session: Session | null, method: string, path: string, body?: object) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(session ? asHeaders(session) : {}),
      ...managerHeader(),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
};

const balance = async () => (await request(company, 'GET', `/api/payments/company?company=${a1()}`)).body.balance;
const paymentOf = async (id: string) => (await request(company, 'GET', `/api/payments/payment?ID=${id}`)).body;

beforeAll(async () => {
  standIn = await startMercadoPagoStandIn({ webhookSecret: WEBHOOK_SECRET });
  ({
    t,
    tenants,
    sessions: { company, admin },
  } = await startWithTenants(['company', 'admin'], { MERCADOPAGO_API_URL: standIn.baseUrl }));
  base = await listenOnLoopback(t.app);
  linkBase = base.replace('127.0.0.1', 'localhost');
  const menu = await createMenu(t.db, a1());
  const order = (await postOrder(t, company, simpleIntake(a1(), menu, 3))).json();
  for (const status of ['accepted', 'ready', 'delivered']) {
    expect((await request(company, 'PUT', `/api/orders/status?ID=${order.id}&status=${status}`)).status).toBe(200);
  }
  const secrets = await request(admin, 'PUT', `/api/partners/config/secrets?ID=${tenants.a.partner.id}`, {
    mercadoPagoAccessToken: 'APP_USR-token-de-prueba',
    mercadoPagoWebhookSecret: WEBHOOK_SECRET,
  });
  expect(secrets.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const checkout = async () => {
  const response = await request(company, 'POST', '/api/payments/checkout', { company: a1() });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { payment: { id: string; amount: number; status: string }; redirectUrl: string };
};

describe('paying the balance through Mercado Pago (local stand-in)', () => {
  it('create → redirect → signed notification → paid, and the return alone pays nothing', async () => {
    const owed = await balance();
    expect(owed).toBeGreaterThan(0);
    const started = await checkout();
    expect(started.payment).toMatchObject({ status: 'pending', amount: owed, method: 'online' });
    expect(started.redirectUrl.startsWith(`${standIn.baseUrl}/checkout/v1/redirect`)).toBe(true);
    const preference = [...standIn.preferences.values()].at(-1)!;
    expect(preference).toMatchObject({
      reference: started.payment.id,
      amount: owed / 100,
      accessToken: 'APP_USR-token-de-prueba',
      // Without PUBLIC_URL outside production, links point at this machine, whatever Host the caller sent.
      returnUrl: `${linkBase}/gateway/payment/redirect`,
    });
    expect(preference.notificationUrl).toBe(
      `${linkBase}/api/gateway/mercadopago/notifications?partner=${tenants.a.partner.id}`,
    );
    const page = await fetch(started.redirectUrl);
    expect(await page.text()).toContain('Pagar ahora');

    // The buyer paid, but the notification has not arrived: the browser's return changes nothing.
    const paid = await standIn.pay(preference.id, { notifyNow: false });
    expect(new URL(paid.returnUrl).pathname).toBe('/gateway/payment/redirect');
    expect((await paymentOf(started.payment.id)).status).toBe('pending');

    const notified = await standIn.notify(paid.payment.id);
    expect(notified.status, notified.body).toBe(200);
    expect(JSON.parse(notified.body)).toEqual({ result: 'paid' });
    expect(await paymentOf(started.payment.id)).toMatchObject({ status: 'paid', gatewayPaymentId: paid.payment.id });
    expect(await balance()).toBe(0);
  });

  it('refuses a forged notification: wrong secret, or a signature made for another payment', async () => {
    const owed = await addDebt();
    const started = await checkout();
    const preference = [...standIn.preferences.values()].at(-1)!;
    const paid = await standIn.pay(preference.id, { notifyNow: false });

    const forged = await standIn.notify(paid.payment.id, 'un-secreto-inventado');
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.body).error.code).toBe('invalid_signature');

    const ts = String(Date.now());
    const signedForOther = signManifest(signatureManifest('123', 'req-1', ts), WEBHOOK_SECRET);
    const swapped = await fetch(
      `${base}/api/gateway/mercadopago/notifications?partner=${tenants.a.partner.id}&data.id=${paid.payment.id}&type=payment`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'x-signature': `ts=${ts},v1=${signedForOther}`,
          'x-request-id': 'req-1',
        },
        body: JSON.stringify({ type: 'payment', data: { id: paid.payment.id } }),
      },
    );
    expect(swapped.status).toBe(401);
    const unsigned = await fetch(
      `${base}/api/gateway/mercadopago/notifications?partner=${tenants.a.partner.id}&data.id=${paid.payment.id}&type=payment`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' },
    );
    expect(unsigned.status).toBe(401);
    expect((await paymentOf(started.payment.id)).status).toBe('pending');
    expect(await balance()).toBe(owed);
  });

  it('applies a repeated notification once, also when the copies arrive together', async () => {
    await addDebt();
    const started = await checkout();
    const preference = [...standIn.preferences.values()].at(-1)!;
    const paid = await standIn.pay(preference.id);
    expect(paid.notified?.status).toBe(200);
    const again = await Promise.all([1, 2, 3].map(() => standIn.notify(paid.payment.id)));
    expect(again.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(again.map((r) => JSON.parse(r.body).result)).toEqual([
      'already_applied',
      'already_applied',
      'already_applied',
    ]);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, started.payment.id));
    expect(entries).toHaveLength(1);
    expect(entries[0].amount).toBe(-started.payment.amount);
    expect(await balance()).toBe(0);
  });

  it('answers 409 when nothing is owed, and 404 to a notification for an unknown partner', async () => {
    const nothing = await request(company, 'POST', '/api/payments/checkout', { company: a1() });
    expect(nothing.status).toBe(409);
    expect(nothing.body.error.code).toBe('nothing_to_pay');
    const unknown = await fetch(
      `${base}/api/gateway/mercadopago/notifications?partner=${tenants.b.partner.id}&data.id=1&type=payment`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' },
    );
    expect(unknown.status).toBe(404);
  });
});

/** A cash payment to the company makes it owe that much (a simple way to create a balance). */
const addDebt = async () => {
  const response = await request(admin, 'POST', '/api/payments/manual', {
    company: a1(),
    direction: 'partner_to_company',
    method: 'transfer',
    amount: 5000,
    reference: 'Anticipo',
  });
  expect(response.status).toBe(201);
  return balance();
};

/** The ledger lines of one payment, ordered by kind. */
const linesOf = async (paymentId: string) =>
  (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId)))
    .map((line) => ({ kind: line.kind, amount: line.amount }))
    .sort((a, b) => a.kind.localeCompare(b.kind));
const lastPreference = () => [...standIn.preferences.values()].at(-1)!;
const resultOf = (response: { body: string }) => JSON.parse(response.body).result;

describe('what the gateway says is what the ledger holds (decision 033)', () => {
  it('an approval after a declined attempt with the same reference pays the checkout', async () => {
    const owed = await addDebt();
    const started = await checkout();
    const declined = await standIn.pay(lastPreference().id, { status: 'rejected' });
    expect(resultOf(declined.notified!)).toBe('failed');
    expect((await paymentOf(started.payment.id)).status).toBe('failed');

    const approved = await standIn.pay(lastPreference().id);
    expect(resultOf(approved.notified!)).toBe('paid');
    expect(await paymentOf(started.payment.id)).toMatchObject({
      status: 'paid',
      gatewayPaymentId: approved.payment.id,
    });
    expect(await linesOf(started.payment.id)).toEqual([{ kind: 'payment', amount: -owed }]);
    expect(await balance()).toBe(0);
    // The declined attempt, told again later, does not undo the payment.
    expect(resultOf(await standIn.notify(declined.payment.id))).toBe('failed');
    expect((await paymentOf(started.payment.id)).status).toBe('paid');
  });

  it('holds for review an approval of another currency or a partial amount, and writes nothing', async () => {
    const owed = await addDebt();
    const started = await checkout();
    const dollar = await standIn.pay(lastPreference().id, { amount: 1, currency: 'USD' });
    expect(resultOf(dollar.notified!)).toBe('review');
    expect(await paymentOf(started.payment.id)).toMatchObject({
      status: 'review',
      gatewayPaymentId: dollar.payment.id,
      amount: owed,
      captured: { amount: 100, currency: 'USD' },
    });
    expect(await linesOf(started.payment.id)).toEqual([]);
    expect(await balance()).toBe(owed);

    // The partner refunds the wrong charge; the payer pays again, only part of it, in pesos: still held.
    standIn.setStatus(dollar.payment.id, 'refunded');
    expect(resultOf(await standIn.notify(dollar.payment.id))).toBe('failed');
    const partial = await standIn.pay(lastPreference().id, { amount: owed / 100 - 1 });
    expect(resultOf(partial.notified!)).toBe('review');
    expect((await paymentOf(started.payment.id)).captured).toEqual({ amount: owed - 100, currency: 'MXN' });
    expect(await balance()).toBe(owed);
    const history = await request(company, 'GET', `/api/payments/history?company=${a1()}&limit=5&offset=0`);
    expect(history.body.items.find((p: { id: string }) => p.id === started.payment.id).status).toBe('review');

    // Then the right amount: the checkout is paid, and the held capture stays under review on its own.
    const right = await standIn.pay(lastPreference().id);
    expect(resultOf(right.notified!)).toBe('paid');
    expect(await paymentOf(started.payment.id)).toMatchObject({
      status: 'paid',
      gatewayPaymentId: right.payment.id,
      captured: null,
    });
    expect(await balance()).toBe(0);
    const after = await request(company, 'GET', `/api/payments/history?company=${a1()}&limit=5&offset=0`);
    expect(
      after.body.items.find((p: { gatewayPaymentId: string }) => p.gatewayPaymentId === partial.payment.id),
    ).toMatchObject({ status: 'review', captured: { amount: owed - 100, currency: 'MXN' } });
    expect(resultOf(await standIn.notify(partial.payment.id))).toBe('already_applied');
  });

  it('answers the same checkout for the same balance, also to two requests at once', async () => {
    await addDebt();
    const first = await checkout();
    const again = await checkout();
    expect(again.payment.id).toBe(first.payment.id);
    expect(again.redirectUrl).toBe(first.redirectUrl);
    await addDebt();
    const both = await Promise.all(
      [1, 2].map(() => request(company, 'POST', '/api/payments/checkout', { company: a1() })),
    );
    const created = both.filter((r) => r.status === 201).map((r) => r.body.payment.id);
    expect(new Set(created).size).toBe(1);
    for (const other of both.filter((r) => r.status !== 201)) {
      expect(other.status).toBe(409);
      expect(other.body.error.code).toBe('checkout_in_progress');
    }
    // The first checkout was for the old balance: it no longer pays it.
    expect((await paymentOf(first.payment.id)).status).toBe('failed');
    const pending = await request(company, 'GET', `/api/payments/history?company=${a1()}&limit=50&offset=0`);
    expect(pending.body.items.filter((p: { status: string }) => p.status === 'pending')).toHaveLength(1);
  });

  it('a checkout that never got its address stops blocking after a minute', async () => {
    const owed = await addDebt();
    // As if a process had stopped between creating the checkout and hearing from the gateway.
    await t.db
      .update(payments)
      .set({ status: 'failed' })
      .where(and(eq(payments.companyId, a1()), eq(payments.status, 'pending')));
    const [stuck] = await t.db
      .insert(payments)
      .values({
        partnerId: tenants.a.partner.id,
        companyId: a1(),
        direction: 'company_to_partner',
        method: 'online',
        amount: owed,
        gateway: 'mercadopago',
        createdAt: new Date(Date.now() - 2 * 60_000),
      })
      .returning();
    const started = await checkout();
    expect(started.payment.id).not.toBe(stuck.id);
    expect((await paymentOf(stuck.id)).status).toBe('failed');
  });

  for (const [status, kind] of [
    ['refunded', 'refund'],
    ['charged_back', 'chargeback'],
  ] as const) {
    it(`a paid payment later ${status} writes its reversal once`, async () => {
      const owed = await addDebt();
      const started = await checkout();
      const paid = await standIn.pay(lastPreference().id);
      expect(resultOf(paid.notified!)).toBe('paid');
      expect(await balance()).toBe(0);
      standIn.setStatus(paid.payment.id, status);
      const told = await Promise.all([1, 2, 3].map(() => standIn.notify(paid.payment.id)));
      expect(told.map(resultOf).sort()).toEqual(['already_applied', 'already_applied', status]);
      expect((await paymentOf(started.payment.id)).status).toBe(status);
      expect(await linesOf(started.payment.id)).toEqual(
        [
          { kind: 'payment', amount: -owed },
          { kind, amount: owed },
        ].sort((a, b) => a.kind.localeCompare(b.kind)),
      );
      expect(await balance()).toBe(owed);
      const ledger = await request(company, 'GET', `/api/payments/company?company=${a1()}`);
      const period = ledger.body.statements.at(-1).periodStart;
      const statement = await request(admin, 'GET', `/api/payments/statement?company=${a1()}&period=${period}`);
      expect(statement.body.lines.some((line: { kind: string }) => line.kind === kind)).toBe(true);
    });
  }

  it('refuses a notification signed outside ±10 minutes, and a replay inside it changes nothing', async () => {
    const owed = await addDebt();
    const started = await checkout();
    const paid = await standIn.pay(lastPreference().id, { notifyNow: false });
    for (const ts of [String(Date.parse('2020-06-01T12:00:00Z')), String(Date.now() + 11 * 60_000), '1591012800']) {
      const stale = await standIn.signedNotification(paid.payment.id, undefined, ts).send();
      expect(stale.status).toBe(401);
      expect(JSON.parse(stale.body).error.code).toBe('stale_notification');
    }
    expect((await paymentOf(started.payment.id)).status).toBe('pending');
    expect(await balance()).toBe(owed);

    const recent = standIn.signedNotification(paid.payment.id, undefined, String(Date.now() - 9 * 60_000));
    expect(resultOf(await recent.send())).toBe('paid');
    const replay = await recent.send();
    expect(replay.status).toBe(200);
    expect(resultOf(replay)).toBe('already_applied');
    expect(await linesOf(started.payment.id)).toEqual([{ kind: 'payment', amount: -owed }]);
    expect(await balance()).toBe(0);
  });
});
