import { newErrandEvent, newOrderEvent, updateOrderEvent } from '@backoffice/shared';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { createMenu, type Menu, managerHeader, postOrder, simpleIntake } from './order-fixtures.ts';
import { listeners, settle, waitFor } from './sockets.ts';

let t: TestApp;
let tenants: Tenants;
let url: string;
let menu: Menu;
const sessions: Record<string, Session> = {};
const sockets: Record<string, Socket> = {};
const { received, connect: listen, clear } = listeners<{ id: string }>();

const a1 = () => tenants.a.companies[0].id;

const connect = (name: string, session: Session) => listen(url, name, session.cookie);
const eventsOf = (name: string) => received[name].map((entry) => entry.event);

beforeAll(async () => {
  let signedIn: Record<'company' | 'company2' | 'admin' | 'member' | 'otherAdmin' | 'otherCompany', Session>;
  ({
    t,
    tenants,
    sessions: signedIn,
  } = await startWithTenants(['company', 'company2', 'admin', 'member', 'otherAdmin', 'otherCompany']));
  menu = await createMenu(t.db, a1());
  url = await listenOnLoopback(t.app);
  Object.assign(sessions, {
    companyA1: signedIn.company,
    companyA2: signedIn.company2,
    adminA: signedIn.admin,
    memberA: signedIn.member,
    adminB: signedIn.otherAdmin,
    companyB1: signedIn.otherCompany,
  });
  for (const [name, session] of Object.entries(sessions)) sockets[name] = await connect(name, session);
});
afterAll(async () => {
  for (const socket of Object.values(sockets)) socket.disconnect();
  await t.close();
});

describe('socket tenancy', () => {
  it('refuses a socket without a session', async () => {
    const socket = io(url, { transports: ['websocket'], reconnection: false });
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe('not_authenticated');
    socket.disconnect();
  });

  it('sends a new order to its company and its partners only', async () => {
    clear();
    const order = (await postOrder(t, sessions.companyA1, simpleIntake(a1(), menu))).json();
    const event = newOrderEvent(a1());
    await waitFor(() => ['companyA1', 'adminA', 'memberA'].every((name) => eventsOf(name).includes(event)));
    await settle();
    expect(received.companyA1).toEqual([{ event, payload: order }]);
    expect(received.adminA).toEqual([{ event, payload: order }]);
    expect(received.memberA).toEqual([{ event, payload: order }]);
    expect(received.companyA2).toEqual([]);
    expect(received.adminB).toEqual([]);
    expect(received.companyB1).toEqual([]);
  });

  it('sends status changes as update events with the changed order', async () => {
    const order = (await postOrder(t, sessions.adminA, simpleIntake(a1(), menu))).json();
    await waitFor(() => eventsOf('companyA1').includes(newOrderEvent(a1())));
    await settle();
    clear();
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/status?ID=${order.id}&status=accepted`,
      headers: { ...asHeaders(sessions.memberA), ...managerHeader() },
    });
    const event = updateOrderEvent(a1());
    await waitFor(() => eventsOf('companyA1').includes(event) && eventsOf('memberA').includes(event));
    await settle();
    expect(received.companyA1[0].payload).toMatchObject({ id: order.id, status: 'accepted', version: 2 });
    expect(received.companyB1).toEqual([]);
    expect(received.adminB).toEqual([]);
    expect(received.companyA2).toEqual([]);
  });

  it('sends an errand without a company to the partner’s admins only', async () => {
    clear();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/errands',
      headers: asHeaders(sessions.adminA),
      payload: { pickup: { address: 'Bodega' }, dropoff: { address: 'Centro' } },
    });
    expect(response.statusCode).toBe(201);
    const event = newErrandEvent(tenants.a.partner.id);
    await waitFor(() => eventsOf('adminA').includes(event));
    await settle();
    expect(received.memberA).toEqual([]);
    expect(received.companyA1).toEqual([]);
    expect(received.adminB).toEqual([]);
  });

  it('sends an errand a partner took by phone for a company to that company and its partners only', async () => {
    clear();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/errands',
      headers: asHeaders(sessions.memberA),
      payload: { company: a1(), pickup: { address: 'Mercado' }, dropoff: { address: 'Centro' }, fee: 4000 },
    });
    expect(response.statusCode).toBe(201);
    const event = newErrandEvent(a1());
    await waitFor(() => ['companyA1', 'adminA', 'memberA'].every((name) => eventsOf(name).includes(event)));
    await settle();
    expect(received.adminA).toEqual([{ event, payload: response.json() }]);
    expect(received.companyA2).toEqual([]);
    expect(received.adminB).toEqual([]);
    expect(received.companyB1).toEqual([]);
  });

  it('ignores whatever a client asks about rooms', async () => {
    clear();
    sockets.companyB1.emit('join', `company:${a1()}`);
    sockets.companyB1.emit('subscribe', { company: a1() });
    await settle();
    await postOrder(t, sessions.companyA1, simpleIntake(a1(), menu));
    await waitFor(() => eventsOf('companyA1').length > 0);
    await settle();
    expect(received.companyB1).toEqual([]);
  });
});

describe('a company created while connected', () => {
  it('is followed at once by the partner admins, not by members who do not listen to it nor other tenants', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: asHeaders(sessions.adminA),
      payload: { name: 'Mariscos en vivo', city: 'Guadalajara', state: 'Jalisco' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    await settle();
    clear();
    t.app.live.toCompany(id, newOrderEvent(id), { id: 'prueba' });
    await waitFor(() => eventsOf('adminA').length > 0);
    await settle();
    expect(eventsOf('adminA')).toEqual([newOrderEvent(id)]);
    for (const other of ['memberA', 'companyA1', 'companyA2', 'adminB', 'companyB1'])
      expect(eventsOf(other)).toEqual([]);
  });
});

describe('catch-up after a disconnection', () => {
  it('refuses a since before the year 2000 with 400, not 500', async () => {
    for (const path of ['/api/orders/changes', '/api/errands/changes']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${path}?since=0001-01-01T00:00:00Z`,
        headers: asHeaders(sessions.memberA),
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error.details[0].field).toBe('querystring.since');
    }
  });

  it('returns every order created or changed while away, and nothing of other tenants', async () => {
    const before = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/changes?since=${new Date().toISOString()}`,
        headers: asHeaders(sessions.memberA),
      })
    ).json();
    sockets.memberA.disconnect();
    const placedWhileAway = (await postOrder(t, sessions.companyA1, simpleIntake(a1(), menu))).json();
    const changedWhileAway = (await postOrder(t, sessions.companyA1, simpleIntake(a1(), menu))).json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/status?ID=${changedWhileAway.id}&status=cancelled`,
      headers: { ...asHeaders(sessions.companyA1), ...managerHeader() },
    });
    await postOrder(
      t,
      sessions.companyB1,
      simpleIntake(tenants.b.companies[0].id, await createMenu(t.db, tenants.b.companies[0].id)),
    );

    sockets.memberA = await connect('memberA', sessions.memberA);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/changes?since=${encodeURIComponent(before.now)}`,
      headers: asHeaders(sessions.memberA),
    });
    expect(response.statusCode).toBe(200);
    const changes = response.json();
    const byId = new Map(changes.items.map((o: { id: string }) => [o.id, o]));
    expect(byId.get(placedWhileAway.id)).toMatchObject({ status: 'pending' });
    expect(byId.get(changedWhileAway.id)).toMatchObject({ status: 'cancelled', version: 2 });
    expect(changes.items.every((o: { company: string }) => o.company === a1())).toBe(true);
    expect(changes.next).toBeNull();
    expect(Date.parse(changes.now)).toBeGreaterThanOrEqual(Date.parse(before.now));
    const times = changes.items.map((o: { updatedAt: string }) => o.updatedAt);
    expect(times).toEqual([...times].sort());
  });

  it('continues exactly after a cursor, without repeating the item it points at', async () => {
    const since = new Date(Date.now() - 60_000).toISOString();
    const first = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/changes?since=${since}`,
        headers: asHeaders(sessions.adminA),
      })
    ).json();
    expect(first.items.length).toBeGreaterThan(2);
    const [head, ...rest] = first.items;
    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/changes?since=${head.updatedAt}&after=${head.id}`,
        headers: asHeaders(sessions.adminA),
      })
    ).json();
    expect(after.items.map((o: { id: string }) => o.id)).toEqual(rest.map((o: { id: string }) => o.id));
  });

  it('catches up errands too, within the caller’s reach', async () => {
    const since = new Date(Date.now() - 60_000).toISOString();
    const admin = (
      await t.app.inject({
        method: 'GET',
        url: `/api/errands/changes?since=${since}`,
        headers: asHeaders(sessions.adminA),
      })
    ).json();
    expect(admin.items.some((e: { company: string | null }) => e.company === null)).toBe(true);
    const member = (
      await t.app.inject({
        method: 'GET',
        url: `/api/errands/changes?since=${since}`,
        headers: asHeaders(sessions.memberA),
      })
    ).json();
    // The member hears only the errands of the company it follows (one it took by phone above), none of no company.
    expect(member.items.filter((e: { company: string | null }) => e.company !== a1())).toEqual([]);
    const other = (
      await t.app.inject({
        method: 'GET',
        url: `/api/errands/changes?since=${since}`,
        headers: asHeaders(sessions.adminB),
      })
    ).json();
    expect(other.items).toEqual([]);
  });

  it('validates the cursor and requires a session', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/orders/changes?since=ayer',
      headers: asHeaders(sessions.adminA),
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/orders/changes?since=${new Date().toISOString()}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
