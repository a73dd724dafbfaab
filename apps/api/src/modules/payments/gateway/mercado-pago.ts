import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  GatewayError,
  type GatewayPaymentStatus,
  InvalidSignatureError,
  NOTIFICATION_WINDOW_MS,
  type PaymentGateway,
  StaleNotificationError,
} from './gateway.ts';

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** "ts=1704908010,v1=618c…" → { ts, v1 } */
const signatureParts = (text: string) =>
  Object.fromEntries(
    text.split(',').map((part) => {
      const [key, ...rest] = part.split('=');
      return [key.trim(), rest.join('=').trim()];
    }),
  ) as { ts?: string; v1?: string };

/** The string Mercado Pago signs: "id:<data.id>;request-id:<x-request-id>;ts:<ts>;" (parts it lacks are left out). */
export const signatureManifest = (dataId: string | undefined, requestId: string | undefined, ts: string) => {
  let manifest = '';
  if (dataId) manifest += `id:${/^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId};`;
  if (requestId) manifest += `request-id:${requestId};`;
  return `${manifest}ts:${ts};`;
};

export const signManifest = (manifest: string, secret: string) =>
  createHmac('sha256', secret).update(manifest).digest('hex');

const statusOf = (status: unknown): GatewayPaymentStatus => {
  if (status === 'approved' || status === 'pending' || status === 'rejected' || status === 'cancelled') return status;
  if (status === 'refunded' || status === 'charged_back') return status;
  if (status === 'in_process' || status === 'authorized') return 'pending';
  return 'other';
};

const toCents = (amount: unknown) => Math.round(Number(amount) * 100);

/** Mercado Pago's `ts` has been seen in seconds and in milliseconds; both are read as milliseconds. */
const signedAt = (ts: string) => {
  const value = Number(ts);
  if (!Number.isFinite(value)) return Number.NaN;
  return value < 1e12 ? value * 1000 : value;
};

/** Mercado Pago Checkout Pro through its REST API; `baseUrl` is https://api.mercadopago.com in production. */
export const mercadoPagoGateway = (baseUrl: string, fetchImpl: typeof fetch = fetch): PaymentGateway => {
  const call = async (accessToken: string, path: string, init: RequestInit = {}) => {
    let response: Response;
    try {
      response = await fetchImpl(new URL(path, baseUrl), {
        ...init,
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json', ...init.headers },
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new GatewayError(`Mercado Pago unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new GatewayError(`Mercado Pago answered ${response.status} on ${path}`);
    return (await response.json()) as Record<string, unknown>;
  };

  return {
    name: 'mercadopago',
    createCheckout: async ({ accessToken }, request) => {
      const preference = await call(accessToken, '/checkout/preferences', {
        method: 'POST',
        headers: { 'X-Idempotency-Key': request.reference },
        body: JSON.stringify({
          items: [
            {
              id: request.reference,
              title: request.title,
              quantity: 1,
              currency_id: request.currency,
              unit_price: request.amount / 100,
            },
          ],
          external_reference: request.reference,
          back_urls: { success: request.returnUrl, pending: request.returnUrl, failure: request.returnUrl },
          auto_return: 'approved',
          notification_url: request.notificationUrl,
        }),
      });
      if (typeof preference.id !== 'string' || typeof preference.init_point !== 'string') {
        throw new GatewayError('Mercado Pago preference without id or init_point');
      }
      return { id: preference.id, url: preference.init_point };
    },
    verifyNotification: ({ webhookSecret }, { headers, query, body }, now = Date.now()) => {
      const parts = signatureParts(header(headers, 'x-signature') ?? '');
      const requestId = header(headers, 'x-request-id');
      const payload = (body ?? {}) as { type?: string; data?: { id?: unknown } };
      const queryId = query['data.id'];
      const dataId = typeof queryId === 'string' ? queryId : payload.data?.id ? String(payload.data.id) : undefined;
      if (!parts.ts || !parts.v1) throw new InvalidSignatureError('missing x-signature parts');
      const expected = Buffer.from(signManifest(signatureManifest(dataId, requestId, parts.ts), webhookSecret), 'hex');
      const given = Buffer.from(parts.v1, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new InvalidSignatureError('x-signature does not match');
      }
      // Only a timestamp the signature covers is worth checking, hence after the signature.
      const at = signedAt(parts.ts);
      if (!(Math.abs(now - at) <= NOTIFICATION_WINDOW_MS)) throw new StaleNotificationError('x-signature ts too far');
      const type = typeof query.type === 'string' ? query.type : payload.type;
      if (type !== 'payment' || !dataId) return { ignored: true };
      return { paymentId: dataId };
    },
    getPayment: async ({ accessToken }, paymentId) => {
      const payment = await call(accessToken, `/v1/payments/${encodeURIComponent(paymentId)}`);
      return {
        id: String(payment.id),
        status: statusOf(payment.status),
        reference: typeof payment.external_reference === 'string' ? payment.external_reference : null,
        amount: toCents(payment.transaction_amount),
        currency: String(payment.currency_id ?? ''),
      };
    },
  };
};
