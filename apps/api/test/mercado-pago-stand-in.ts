import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureManifest, signManifest } from '../src/modules/payments/gateway/mercado-pago.ts';

type Preference = {
  id: string;
  accessToken: string;
  title: string;
  amount: number;
  currency: string;
  reference: string;
  returnUrl: string;
  notificationUrl: string;
};
/** `amount` (in units) and `currency` are the preference's unless a test makes the gateway capture others. */
type StoredPayment = { id: string; preference: Preference; status: string; amount: number; currency: string };

/**
 * A local stand-in of the Mercado Pago REST API for tests: preferences, a checkout page a browser can pay on,
 * payments, and signed notifications to the preference's notification_url, the way Mercado Pago sends them.
 */
export const startMercadoPagoStandIn = async (options: { webhookSecret: string }) => {
  const preferences = new Map<string, Preference>();
  const storedPayments = new Map<string, StoredPayment>();
  let nextPayment = 9_100_000_000;
  const notifications: { paymentId: string; status: number }[] = [];

  const readBody = async (request: http.IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const bearer = (request: http.IncomingMessage) => request.headers.authorization?.replace(/^Bearer /, '') ?? '';
  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  /**
   * The notification of a payment as Mercado Pago would send it, signed with `secret` (the real one unless a
   * test forges it) at `ts` (now unless a test dates it); `send` can be called again to replay it as is.
   */
  const signedNotification = (paymentId: string, secret = options.webhookSecret, ts = String(Date.now())) => {
    const payment = storedPayments.get(paymentId);
    if (!payment) throw new Error(`no payment ${paymentId}`);
    const requestId = randomUUID();
    const v1 = signManifest(signatureManifest(paymentId, requestId, ts), secret);
    const url = new URL(payment.preference.notificationUrl);
    url.searchParams.set('data.id', paymentId);
    url.searchParams.set('type', 'payment');
    const send = async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
        body: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id: paymentId } }),
      });
      notifications.push({ paymentId, status: response.status });
      return { status: response.status, body: await response.text() };
    };
    return { send };
  };

  /** Sends the notification of a payment, signed with `secret` (the real one unless a test forges it). */
  const notify = (paymentId: string, secret = options.webhookSecret) => signedNotification(paymentId, secret).send();

  /** The gateway changes a payment (a pending one approved, a paid one refunded or charged back). */
  const setStatus = (paymentId: string, status: string) => {
    const payment = storedPayments.get(paymentId);
    if (!payment) throw new Error(`no payment ${paymentId}`);
    payment.status = status;
  };

  /** The buyer pays a preference: the payment exists, the notification goes out, the browser goes back. */
  const pay = async (
    preferenceId: string,
    {
      status = 'approved',
      notifyNow = true,
      amount,
      currency,
    }: { status?: string; notifyNow?: boolean; amount?: number; currency?: string } = {},
  ) => {
    const preference = preferences.get(preferenceId);
    if (!preference) throw new Error(`no preference ${preferenceId}`);
    const payment: StoredPayment = {
      id: String(nextPayment++),
      preference,
      status,
      amount: amount ?? preference.amount,
      currency: currency ?? preference.currency,
    };
    storedPayments.set(payment.id, payment);
    const notified = notifyNow ? await notify(payment.id) : null;
    const back = new URL(preference.returnUrl);
    back.searchParams.set('payment_id', payment.id);
    back.searchParams.set('status', status);
    back.searchParams.set('collection_status', status);
    back.searchParams.set('external_reference', preference.reference);
    back.searchParams.set('preference_id', preference.id);
    return { payment, notified, returnUrl: back.toString() };
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    try {
      if (request.method === 'POST' && url.pathname === '/checkout/preferences') {
        const body = JSON.parse(await readBody(request));
        const item = body.items[0];
        const preference: Preference = {
          id: `pref-${randomUUID()}`,
          accessToken: bearer(request),
          title: item.title,
          amount: item.unit_price,
          currency: item.currency_id,
          reference: body.external_reference,
          returnUrl: body.back_urls.success,
          notificationUrl: body.notification_url,
        };
        preferences.set(preference.id, preference);
        return json(response, 201, {
          id: preference.id,
          init_point: `${baseUrl}/checkout/v1/redirect?pref_id=${preference.id}`,
        });
      }
      if (request.method === 'GET' && url.pathname === '/checkout/v1/redirect') {
        const preference = preferences.get(url.searchParams.get('pref_id') ?? '');
        if (!preference) return json(response, 404, { message: 'preference not found' });
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return response.end(`<!doctype html><html lang="es"><meta charset="utf-8"><title>Checkout (stand-in)</title>
<h1>${preference.title}</h1><p data-testid="amount">${preference.currency} ${preference.amount.toFixed(2)}</p>
<form method="post" action="/checkout/v1/pay?pref_id=${preference.id}"><button type="submit">Pagar ahora</button></form></html>`);
      }
      if (request.method === 'POST' && url.pathname === '/checkout/v1/pay') {
        const paid = await pay(url.searchParams.get('pref_id') ?? '');
        response.writeHead(302, { Location: paid.returnUrl });
        return response.end();
      }
      const match = /^\/v1\/payments\/(\w+)$/.exec(url.pathname);
      if (request.method === 'GET' && match) {
        const payment = storedPayments.get(match[1]);
        if (!payment || payment.preference.accessToken !== bearer(request)) {
          return json(response, 404, { message: 'Payment not found' });
        }
        return json(response, 200, {
          id: Number(payment.id),
          status: payment.status,
          external_reference: payment.preference.reference,
          transaction_amount: payment.amount,
          currency_id: payment.currency,
        });
      }
      json(response, 404, { message: 'not found' });
    } catch (error) {
      json(response, 500, { message: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    preferences,
    payments: storedPayments,
    notifications,
    pay,
    notify,
    signedNotification,
    setStatus,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type MercadoPagoStandIn = Awaited<ReturnType<typeof startMercadoPagoStandIn>>;
