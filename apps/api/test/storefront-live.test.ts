import {
  encodeOrderManager,
  newOrderEvent,
  STOREFRONT_NAMESPACE,
  STOREFRONT_ORDER_EVENT,
  type StorefrontTrackedOrder,
} from '@backoffice/shared';
import { and, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index.ts';
import { createRider } from '../src/db/seed/factories.ts';
import { listenOnLoopback, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { listeners, settle, waitFor } from './sockets.ts';
import { createShop, orderKey, postStorefrontOrder, type Shop, storefrontOrder } from './storefront-fixtures.ts';

let t: TestApp;
let tenants: Tenants;
let company: Session;
let admin: Session;
let shop: Shop;
let url: string;
const SLUG = 'tacos-en-vivo';
const open: Socket[] = [];

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, admin },
  } = await startWithTenants(['company', 'admin']));
  shop = await createShop(t.db, tenants.a.companies[0], SLUG);
  url = await listenOnLoopback(t.app);
});
afterAll(async () => {
  for (const socket of open) socket.disconnect();
  await t.close();
});

const a1 = () => tenants.a.companies[0];

/** A customer's tracking socket: resolves with its record of the orders heard, once the first one arrived. */
const track = (token: unknown) =>
  new Promise<{ socket: Socket; heard: StorefrontTrackedOrder[] }>((resolve, reject) => {
    const socket = io(`${url}${STOREFRONT_NAMESPACE}`, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    });
    open.push(socket);
    const heard: StorefrontTrackedOrder[] = [];
    socket.on(STOREFRONT_ORDER_EVENT, (order: StorefrontTrackedOrder) => {
      heard.push(order);
      if (heard.length === 1) resolve({ socket, heard });
    });
    socket.once('connect_error', reject);
  });

const place = async () => {
  const response = await postStorefrontOrder(t, SLUG, storefrontOrder(shop));
  expect(response.statusCode, response.body).toBe(201);
  const { token, order } = response.json();
  const [row] = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, a1().id), eq(orders.number, order.number)));
  return { token: token as string, id: row.id, number: order.number as number };
};

const staff = (session: Session) => ({ ...asHeaders(session), 'order-manager': encodeOrderManager('Caja') });

describe('storefront live tracking', () => {
  it("reaches the company's screens as a channel order does", async () => {
    const { received, connect } = listeners<{ id: string; channel: string }>();
    const screen = await connect(url, 'company', company.cookie);
    open.push(screen);
    const { id } = await place();
    await waitFor(() => received.company.some((entry) => entry.payload.id === id));
    const heard = received.company.find((entry) => entry.payload.id === id)!;
    expect(heard.event).toBe(newOrderEvent(a1().id));
    expect(heard.payload.channel).toBe('storefront');
  });

  it('a socket with the token hears its order now and on every change; another order hears none of it', async () => {
    const mine = await place();
    const other = await place();
    const customer = await track(mine.token);
    const stranger = await track(other.token);
    expect(customer.heard[0]).toMatchObject({ number: mine.number, status: 'pending' });
    expect(stranger.heard[0]).toMatchObject({ number: other.number });

    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/status?ID=${mine.id}&status=accepted&minutes=20`,
      headers: staff(company),
    });
    expect(accepted.statusCode).toBe(200);
    await waitFor(() => customer.heard.some((order) => order.status === 'accepted'));
    expect(customer.heard.at(-1)).toMatchObject({
      status: 'accepted',
      statusLabel: 'Aceptado, en preparación',
      minutes: 20,
    });

    await t.app.inject({ method: 'PUT', url: `/api/orders/minutes?ID=${mine.id}&minutes=35`, headers: staff(company) });
    await waitFor(() => customer.heard.at(-1)?.minutes === 35);

    const rider = await createRider(t.db, { partnerId: a1().partnerId, name: 'Rosa Martínez' });
    const errand = await t.app.inject({
      method: 'POST',
      url: '/api/errands',
      headers: { ...asHeaders(company), 'idempotency-key': orderKey() },
      payload: { order: mine.id, dropoff: { address: 'Calle del cliente 1' } },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/errands/status?ID=${errand.json().id}&status=assigned&rider=${rider.id}`,
      headers: staff(admin),
    });
    await waitFor(() => customer.heard.at(-1)?.rider?.name === 'Rosa Martínez');

    await settle();
    expect(stranger.heard.map((order) => order.number)).toEqual([other.number]);
  });

  it('refuses a made-up token, another kind of value, or none, and never joins by order id', async () => {
    const { id } = await place();
    for (const token of ['inventado', id, 42, undefined]) {
      await expect(track(token), String(token)).rejects.toThrow('unknown_token');
    }
  });
});
