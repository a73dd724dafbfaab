import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './browser.ts';

/**
 * The demo data reached through the HTTP API rather than the browser: a session cookie, a product that needs no
 * additions, and orders placed through the channel key. Every call takes the server's base URL, since some files
 * run their own server.
 */

type Product = { id: string; price: number; available: boolean; additionGroups: { required: boolean; min: number }[] };

/** Signs in through the API and answers the session cookie with the sign-in body. */
export const apiSession = async (base: string, email: string) => {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-App-Id': 'backoffice-web' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, body: (await response.json()) as { business: { id: string } } };
};

/** What an order through the channel key needs: the key, the company, and a product with its quantity. */
export type OrderChannel = { base: string; channelKey: string; companyId: string; productId: string; quantity: number };

/**
 * Reads the demo channel key (the demo partner's, good for both of its companies) from the server's data folder,
 * signs the demo company in and picks the priciest available product of its menu without required additions.
 */
export const demoOrderChannel = async (
  base: string,
  dataDir: string,
  companyEmail = 'empresa@demo.test',
): Promise<OrderChannel> => {
  const channelKey = fs.readFileSync(path.join(dataDir, 'demo-channel-key.txt'), 'utf8').trim();
  const { cookie, body } = await apiSession(base, companyEmail);
  const companyId = body.business.id;
  const catalogue = await fetch(`${base}/api/products/company/all?company=${companyId}`, {
    headers: { cookie, 'X-App-Id': 'backoffice-web' },
  });
  const { products } = (await catalogue.json()) as { products: Product[] };
  const simple = products
    .filter((p) => p.available && p.price > 0 && p.additionGroups.every((g) => !g.required && g.min === 0))
    .sort((a, b) => b.price - a.price)[0];
  if (!simple) throw new Error('the demo menu has no product without required additions');
  // Above the demo's minimum delivery order ($100).
  const quantity = Math.min(99, Math.ceil(20_000 / simple.price));
  return { base, channelKey, companyId, productId: simple.id, quantity };
};

export type PlacedOrder = { id: string; number: number; status: string; total: number; deliveryFee: number };

/** A cash delivery order placed the way a customer app places it: through the channel key. */
export const placeOrder = async (
  channel: OrderChannel,
  customer: string,
  address = 'Av. Chapultepec 100, Guadalajara',
) => {
  const response = await fetch(`${channel.base}/api/orders`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${channel.channelKey}`,
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      company: channel.companyId,
      customer: { name: customer, phone: '3312345678', address },
      products: [{ product: channel.productId, quantity: channel.quantity }],
      payment: 'cash',
      type: 'delivery',
    }),
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body as PlacedOrder;
};

/** An errand asked through the channel key for the channel's company (a rider to take something to an address). */
export const placeErrand = async (channel: OrderChannel, customer: string) => {
  const response = await fetch(`${channel.base}/api/errands`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${channel.channelKey}`,
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      company: channel.companyId,
      customer: { name: customer, phone: '3312345678', address: 'Av. Vallarta 1500, Guadalajara' },
      dropoff: { address: 'Av. Vallarta 1500, Guadalajara' },
    }),
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body as { id: string; number: number; status: string };
};
