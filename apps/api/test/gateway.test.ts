import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../src/db/schema/index.ts';
import { signatureManifest, signManifest } from '../src/modules/payments/gateway/mercado-pago.ts';
import { asHeaders, createTenants, createTestApp, signIn, type TestApp } from './helper.ts';
import { type MercadoPagoStandIn, startMercadoPagoStandIn } from './mercado-pago-stand-in.ts';
import { createMenu, managerHeader, postOrder, simpleIntake } from './order-fixtures.ts';

const WEBHOOK_SECRET = 'secreto-del-webhook-de-prueba';
let t: TestApp;
let standIn: MercadoPagoStandIn;
let base: string;
let tenants: Awaited<ReturnType<typeof createTenants>>;
type Session = Awaited<ReturnType<typeof signIn>>;
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
  t = await createTestApp({ MERCADOPAGO_API_URL: standIn.baseUrl });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  tenants = await createTenants(t.db);
  [company, admin] = await Promise.all([
    signIn(t.app, tenants.a.emails.company),
    signIn(t.app, tenants.a.emails.admin),
  ]);
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
      returnUrl: `${base}/gateway/payment/redirect`,
    });
    expect(preference.notificationUrl).toBe(
      `${base}/api/gateway/mercadopago/notifications?partner=${tenants.a.partner.id}`,
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
