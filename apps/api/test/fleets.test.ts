import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errands } from '../src/db/schema/index.ts';
import { createAccount, createProvider, createRider } from '../src/db/seed/factories.ts';
import { listenOnLoopback, requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { signIn, TEST_PASSWORD, type TestApp } from './helper.ts';
import { managerHeader } from './order-fixtures.ts';
import { listeners, settle, waitFor } from './sockets.ts';

let t: TestApp;
let tenants: Tenants;
let adminA: Session;
let memberA: Session;
let adminB: Session;
let fleet: Session;
let otherFleet: Session;
let url: string;
let ids: { fleetRider: string; otherRider: string; otherProvider: string };

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { admin: adminA, member: memberA, otherAdmin: adminB, fleet },
  } = await startWithTenants(['admin', 'member', 'otherAdmin', 'fleet']));
  const other = await createProvider(t.db, { name: 'Otra flota', email: 'contacto@otra.mx' });
  await createAccount(t.db, {
    email: 'otra@test.mx',
    password: TEST_PASSWORD,
    type: 'deliveries-provider',
    providerId: other.id,
    role: 'admin',
  });
  const [fleetRider, otherRider] = await Promise.all([
    createRider(t.db, { name: 'Rider de la flota', providerId: tenants.provider.id, onShift: true }),
    createRider(t.db, { name: 'Rider de la otra', providerId: other.id, onShift: true }),
  ]);
  ids = { fleetRider: fleetRider.id, otherRider: otherRider.id, otherProvider: other.id };
  otherFleet = await signIn(t.app, 'otra@test.mx');
  url = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const call = requester(() => t.app, '/api');
const riderIds = async (session: Session) =>
  ((await call(session, 'GET', '/riders/list?status=all&limit=100')).json().items as { id: string }[]).map((r) => r.id);

const fleetCode = async () => (await call(fleet, 'GET', '/fleets/profile')).json().code as string;

describe('partner ↔ fleet link', () => {
  it('hides an unlinked fleet’s riders, shows them once the fleet accepts, and hides them again when it ends', async () => {
    expect(await riderIds(adminA)).not.toContain(ids.fleetRider);

    const invited = await call(adminA, 'POST', '/fleets/links', { code: (await fleetCode()).toLowerCase() });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      status: 'pending',
      providerName: 'Flota de prueba',
      partnerName: 'Socio a',
    });
    const link = invited.json().id as string;

    expect((await call(adminA, 'POST', '/fleets/links', { code: await fleetCode() })).statusCode).toBe(409);
    expect(await riderIds(adminA)).not.toContain(ids.fleetRider);
    // Only the fleet answers an invitation; another fleet does not even see it.
    expect((await call(adminA, 'PUT', `/fleets/links/accept?ID=${link}`)).statusCode).toBe(403);
    expect((await call(otherFleet, 'PUT', `/fleets/links/accept?ID=${link}`)).statusCode).toBe(404);
    expect((await call(adminB, 'PUT', `/fleets/links/end?ID=${link}`)).statusCode).toBe(404);

    const accepted = await call(fleet, 'PUT', `/fleets/links/accept?ID=${link}`);
    expect(accepted.json().status).toBe('active');
    expect(await riderIds(adminA)).toContain(ids.fleetRider);
    expect(await riderIds(memberA)).toContain(ids.fleetRider);
    expect(await riderIds(adminA)).not.toContain(ids.otherRider);
    expect(await riderIds(adminB)).not.toContain(ids.fleetRider);
    expect((await call(fleet, 'GET', '/fleets/links')).json().map((l: { id: string }) => l.id)).toEqual([link]);

    expect((await call(fleet, 'PUT', `/fleets/links/end?ID=${link}`)).json().status).toBe('ended');
    expect(await riderIds(adminA)).not.toContain(ids.fleetRider);
    expect((await call(fleet, 'PUT', `/fleets/links/accept?ID=${link}`)).statusCode).toBe(409);
  });

  it('invites by e-mail, lets the fleet decline, and refuses members and unknown fleets', async () => {
    expect((await call(memberA, 'POST', '/fleets/links', { code: 'XXXX' })).statusCode).toBe(403);
    expect((await call(adminA, 'POST', '/fleets/links', { code: 'NOEXIST' })).statusCode).toBe(404);
    expect((await call(adminA, 'POST', '/fleets/links', {})).statusCode).toBe(400);
    const invited = await call(adminA, 'POST', '/fleets/links', { email: 'CONTACTO@otra.mx' });
    expect(invited.json()).toMatchObject({ provider: ids.otherProvider, status: 'pending' });
    const declined = await call(otherFleet, 'PUT', `/fleets/links/decline?ID=${invited.json().id}`);
    expect(declined.json().status).toBe('declined');
    expect(await riderIds(adminA)).not.toContain(ids.otherRider);
  });
});

describe('the fleet’s errands', () => {
  let errandId: string;
  beforeAll(async () => {
    const link = (await call(adminA, 'POST', '/fleets/links', { email: tenants.providerEmail })).json();
    await call(fleet, 'PUT', `/fleets/links/accept?ID=${link.id}`);
    const created = await call(adminA, 'POST', '/errands', {
      company: tenants.a.companies[0].id,
      dropoff: { address: 'Av. Chapultepec 120' },
    });
    errandId = created.json().id;
  });

  it('reaches the fleet socket when assigned to its rider and moves along by the fleet, seen live by the partner', async () => {
    const { received, connect } = listeners<{ id: string; status: string }>();
    const sockets = await Promise.all([
      connect(url, 'fleet', fleet.cookie),
      connect(url, 'other', otherFleet.cookie),
      connect(url, 'admin', adminA.cookie),
    ]);
    try {
      const assigned = await call(
        adminA,
        'PUT',
        `/errands/status?ID=${errandId}&status=assigned&rider=${ids.fleetRider}`,
        undefined,
        managerHeader(),
      );
      expect(assigned.statusCode).toBe(200);
      await waitFor(() => received.fleet.some((e) => e.payload.id === errandId && e.payload.status === 'assigned'));

      const page = (await call(fleet, 'GET', '/errands/fleet?today=1')).json();
      expect(page.items.map((e: { id: string }) => e.id)).toEqual([errandId]);
      expect((await call(otherFleet, 'GET', '/errands/fleet')).json().total).toBe(0);
      expect((await call(otherFleet, 'GET', `/errands/errand?ID=${errandId}`)).statusCode).toBe(404);
      expect(
        (await call(otherFleet, 'PUT', `/errands/status?ID=${errandId}&status=on_the_way`, undefined, managerHeader()))
          .statusCode,
      ).toBe(404);
      // A fleet picks up and delivers; it neither cancels nor reassigns.
      expect(
        (await call(fleet, 'PUT', `/errands/status?ID=${errandId}&status=cancelled`, undefined, managerHeader()))
          .statusCode,
      ).toBe(403);

      const picked = await call(
        fleet,
        'PUT',
        `/errands/status?ID=${errandId}&status=on_the_way`,
        undefined,
        managerHeader(),
      );
      expect(picked.json().status).toBe('on_the_way');
      const boardResponse = await call(fleet, 'GET', '/fleets/board');
      expect(boardResponse.statusCode, boardResponse.body).toBe(200);
      const board = boardResponse.json();
      expect(board.riders.find((r: { id: string }) => r.id === ids.fleetRider)).toMatchObject({
        state: 'busy',
        currentErrand: errandId,
      });

      await call(fleet, 'PUT', `/errands/status?ID=${errandId}&status=delivered`, undefined, managerHeader());
      await waitFor(() => received.admin.some((e) => e.payload.id === errandId && e.payload.status === 'delivered'));
      await waitFor(() => received.fleet.some((e) => e.payload.id === errandId && e.payload.status === 'delivered'));
      await settle();
      expect(received.other).toEqual([]);
      const after = (await call(fleet, 'GET', '/fleets/board')).json();
      expect(after.today.delivered).toBe(1);
      expect(after.riders.find((r: { id: string }) => r.id === ids.fleetRider).state).toBe('free');
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });

  it('keeps the errands already carried after the link ends', async () => {
    const link = (await call(fleet, 'GET', '/fleets/links'))
      .json()
      .find((l: { status: string }) => l.status === 'active');
    await call(adminA, 'PUT', `/fleets/links/end?ID=${link.id}`);
    const [row] = await t.db.select().from(errands);
    expect(row.riderId).toBe(ids.fleetRider);
    expect((await call(adminA, 'GET', `/errands/errand?ID=${errandId}`)).json().rider).toBe(ids.fleetRider);
  });

  it('keeps the fleet profile its own', async () => {
    const saved = await call(fleet, 'PUT', '/fleets/profile', {
      name: 'Flota Renombrada',
      city: 'Guadalajara',
      state: 'Jalisco',
    });
    expect(saved.json()).toMatchObject({ name: 'Flota Renombrada' });
    expect((await call(adminA, 'GET', '/fleets/profile')).statusCode).toBe(403);
    expect((await call(otherFleet, 'GET', '/fleets/profile')).json().name).toBe('Otra flota');
  });
});

describe('another fleet’s riders', () => {
  it('are unknown to a fleet (404), whatever it tries', async () => {
    expect((await call(otherFleet, 'PUT', `/riders?ID=${ids.fleetRider}`, { name: 'Cambiado' })).statusCode).toBe(404);
    expect((await call(otherFleet, 'PUT', `/riders/shift?ID=${ids.fleetRider}&onShift=0`)).statusCode).toBe(404);
    expect(await riderIds(otherFleet)).toEqual([ids.otherRider]);
  });
});

describe('the fleet’s catch-up after a drop', () => {
  it('brings a fleet the changes of the errands its riders carry, and not another fleet’s', async () => {
    const since = new Date(Date.now() - 60_000).toISOString();
    // Partner a now works with both fleets; each rider carries one errand.
    for (const [email, session] of [
      [tenants.providerEmail, fleet],
      ['contacto@otra.mx', otherFleet],
    ] as const) {
      const link = (await call(adminA, 'POST', '/fleets/links', { email })).json();
      expect((await call(session, 'PUT', `/fleets/links/accept?ID=${link.id}`)).statusCode).toBe(200);
    }
    const carried: Record<string, string> = {};
    for (const rider of [ids.fleetRider, ids.otherRider]) {
      const created = await call(adminA, 'POST', '/errands', {
        company: tenants.a.companies[0].id,
        dropoff: { address: `Calle ${rider.slice(0, 4)}` },
      });
      const errand = created.json().id as string;
      const assigned = await call(
        adminA,
        'PUT',
        `/errands/status?ID=${errand}&status=assigned&rider=${rider}`,
        undefined,
        managerHeader(),
      );
      expect(assigned.statusCode, assigned.body).toBe(200);
      carried[rider] = errand;
    }
    const changesOf = async (session: Session) => {
      const response = await call(session, 'GET', `/errands/changes?since=${encodeURIComponent(since)}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().items as { id: string }[]).map((item) => item.id);
    };
    const own = await changesOf(fleet);
    expect(own).toContain(carried[ids.fleetRider]);
    expect(own).not.toContain(carried[ids.otherRider]);
    const others = await changesOf(otherFleet);
    expect(others).toEqual([carried[ids.otherRider]]);
    expect(await changesOf(adminA)).toEqual(expect.arrayContaining(Object.values(carried)));
  });
});
