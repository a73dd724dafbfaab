import {
  RIDER_POSITION_EMIT_MS,
  type RiderPositionsEventPayload,
  riderPositionsEvent,
  STOREFRONT_NAMESPACE,
  STOREFRONT_ORDER_EVENT,
  STOREFRONT_RIDER_EVENT,
} from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riderSessions, riders } from '../src/db/schema/index.ts';
import { createRider } from '../src/db/seed/factories.ts';
import { hashRiderToken, openRiderSession } from '../src/modules/rider-app/rider-session.ts';
import { createRiderSessionCache } from '../src/modules/rider-app/rider-session-cache.ts';
import { mintTrackingToken } from '../src/modules/storefront/tracking.ts';
import { listenOnLoopback, startWithTenants } from './fixtures.ts';
import { createMenu, fullIntake, postOrder } from './order-fixtures.ts';
import { moveErrandAs, signedInRider } from './rider-app-fixtures.ts';
import { listeners, settle, waitFor } from './sockets.ts';

/**
 * The position route keeps riders' sessions and facts (shift, tasks) in memory (decision 048, amendment): what
 * this process changes takes effect on the next batch, what another process changed at the next refresh.
 */
type Started = Awaited<ReturnType<typeof startWithTenants<'admin' | 'company'>>>;
let s: Started;
let url: string;
const opened: Socket[] = [];

let minute = 0;
/** One position, each call a little later (device time) than the one before. */
const position = (lat = 20.6736) => ({
  lat,
  lng: -103.3927,
  accuracy: 10,
  at: new Date(Date.now() - 10 * 60_000 + ++minute * 1000).toISOString(),
});
const post = (headers: Record<string, string>, lat?: number) =>
  s.t.app.inject({ method: 'POST', url: '/api/r/positions', headers, payload: { positions: [position(lat)] } });
const shift = (headers: Record<string, string>, onShift: boolean) =>
  s.t.app.inject({ method: 'PUT', url: '/api/r/shift', headers, payload: { onShift } });
/** A rider of partner a, signed in through an invitation and on shift, whose first batch is taken unless not `posted`. */
const riderOnShift = async (name: string, posted = true) => {
  const signed = await signedInRider(s.t, s.headers.admin, { partnerId: s.tenants.a.partner.id }, name);
  expect((await shift(signed.headers, true)).statusCode).toBe(200);
  if (posted) expect((await post(signed.headers)).statusCode).toBe(200);
  return signed;
};
const moveErrand = (id: string, status: string, rider?: string) =>
  moveErrandAs(s.t.app, s.headers.company, id, status, rider);

beforeAll(async () => {
  s = await startWithTenants(['admin', 'company'] as const);
  url = await listenOnLoopback(s.t.app);
});
afterAll(async () => {
  for (const socket of opened) socket.disconnect();
  await s.t.close();
});

describe('what this process changes, the next batch knows', () => {
  it('refuses the next batch once the partner ends the session, or the rider signs out', async () => {
    const ended = await riderOnShift('Sesión terminada');
    const end = await s.t.app.inject({
      method: 'DELETE',
      url: `/api/riders/app-session?ID=${ended.rider.id}`,
      headers: s.headers.admin,
    });
    expect(end.statusCode).toBe(204);
    expect((await post(ended.headers)).statusCode).toBe(401);

    const out = await riderOnShift('Sesión cerrada');
    const logout = await s.t.app.inject({ method: 'POST', url: '/api/r/auth/logout', headers: out.headers });
    expect(logout.statusCode).toBe(204);
    expect((await post(out.headers)).statusCode).toBe(401);
  });

  it('takes the shift from the next batch: ended → 409, started again → 200', async () => {
    const { headers } = await riderOnShift('Turno');
    expect((await shift(headers, false)).statusCode).toBe(200);
    const refused = await post(headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('rider_off_shift');
    expect((await shift(headers, true)).statusCode).toBe(200);
    expect((await post(headers)).statusCode).toBe(200);
  });

  it('stops telling the tracking page where the rider is from the batch after «Entregado»', async () => {
    const companyId = s.tenants.a.companies[0].id;
    const created = await postOrder(
      s.t,
      s.sessions.company,
      fullIntake(companyId, await createMenu(s.t.db, companyId)),
    );
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().id as string;
    // Its first batch comes once the errand is on the way: a dispatcher's change of another rider's task reaches the
    // position route at its next refresh (within a second), so the tracking may start that much late, never early.
    const { rider, headers } = await riderOnShift('Con pedido en camino', false);
    const errand = await s.t.app.inject({
      method: 'POST',
      url: '/api/errands',
      headers: s.headers.company,
      payload: { order: orderId, dropoff: { address: 'Av. Juárez 10', lat: 20.6736, lng: -103.3735 } },
    });
    expect(errand.statusCode, errand.body).toBe(201);
    const errandId = errand.json().id as string;
    await moveErrand(errandId, 'assigned', rider.id);
    await moveErrand(errandId, 'on_the_way');

    const heard: { position: { lat: number } }[] = [];
    const customer = io(`${url}${STOREFRONT_NAMESPACE}`, {
      transports: ['websocket'],
      reconnection: false,
      // Its own connection: a shared one would carry no cookie to the dispatcher's socket below.
      forceNew: true,
      auth: { token: await mintTrackingToken(s.t.db, orderId) },
    });
    opened.push(customer);
    await new Promise((resolve) => customer.once(STOREFRONT_ORDER_EVENT, resolve));
    customer.on(STOREFRONT_RIDER_EVENT, (payload: { position: { lat: number } }) => heard.push(payload));
    const dispatcher = listeners<RiderPositionsEventPayload>();
    opened.push(await dispatcher.connect(url, 'admin', s.sessions.admin.cookie));
    const mapHeard = (lat: number) =>
      dispatcher.received.admin.some(
        (entry) =>
          entry.event === riderPositionsEvent(s.tenants.a.partner.id) &&
          entry.payload.riders.some((moved) => moved.rider === rider.id && moved.position.lat === lat),
      );

    expect((await post(headers, 20.68)).statusCode).toBe(200);
    await waitFor(() => heard.some((payload) => payload.position.lat === 20.68));
    // Past the batch's second, the next batch is sent at once: by the facts of that moment, not by the facts
    // of the once-a-second refresh.
    await new Promise((resolve) => setTimeout(resolve, RIDER_POSITION_EMIT_MS));

    await moveErrand(errandId, 'delivered');
    expect((await post(headers, 20.69)).statusCode).toBe(200);
    // The map hears the batch after delivery (the next event carries it within a second); the customer does not.
    await waitFor(() => mapHeard(20.69));
    await settle();
    expect(heard.map((payload) => payload.position.lat)).toEqual([20.68]);
  });
});

describe('what another process changed, the next refresh knows', () => {
  it('refuses a session deleted or a rider deactivated elsewhere after the refresh', async () => {
    const deleted = await riderOnShift('Sesión borrada en otro proceso');
    await s.t.db.delete(riderSessions).where(eq(riderSessions.riderId, deleted.rider.id));
    const deactivated = await riderOnShift('Dado de baja en otro proceso');
    await s.t.db.update(riders).set({ active: false }).where(eq(riders.id, deactivated.rider.id));
    await s.t.app.riderSessions.refresh();
    expect((await post(deleted.headers)).statusCode).toBe(401);
    expect((await post(deactivated.headers)).statusCode).toBe(401);
  });

  it('refuses a rider the partner took off shift within a refresh', async () => {
    const { rider, headers } = await riderOnShift('Fuera de turno por el socio');
    const off = await s.t.app.inject({
      method: 'PUT',
      url: `/api/riders/shift?ID=${rider.id}&onShift=0`,
      headers: s.headers.admin,
    });
    expect(off.statusCode, off.body).toBe(200);
    // The riders module does not tell the position route: its facts refresh (every second) does.
    let status = 0;
    for (let tries = 0; tries < 20 && status !== 409; tries++) {
      status = (await post(headers)).statusCode;
      if (status !== 409) await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(status).toBe(409);
  });
});

describe('the session cache', () => {
  it('never keeps a session read before it was forgotten, and refuses one past its expiry', async () => {
    const cache = createRiderSessionCache(s.t.db);
    const rider = await createRider(s.t.db, { name: 'Caché', partnerId: s.tenants.a.partner.id });
    const { token, expiresAt } = await openRiderSession(s.t.db, rider.id, { ip: '127.0.0.1' });
    const hash = hashRiderToken(token);

    const reading = cache.find(hash);
    cache.forget(rider.id);
    expect((await reading)?.rider.id).toBe(rider.id);
    expect(cache.size).toBe(0);

    expect((await cache.find(hash))?.sessionId).toBeDefined();
    expect(cache.size).toBe(1);
    expect(await cache.find(hash, expiresAt.getTime() + 1)).toBeNull();
    expect(cache.size).toBe(0);
  });
});
