import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createProvider } from '../src/db/seed/factories.ts';
import { listenOnLoopback, requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { signIn, TEST_PASSWORD, type TestApp } from './helper.ts';
import { listeners } from './sockets.ts';

/** A fleet's sign-ins: the partner team module, scoped to the fleet, under the same permission table. */
let t: TestApp;
let tenants: Tenants;
let fleet: Session;
let otherFleet: Session;
let adminA: Session;
let url: string;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { fleet, admin: adminA },
  } = await startWithTenants(['fleet', 'admin']));
  const other = await createProvider(t.db, { name: 'Otra flota' });
  await createAccount(t.db, {
    email: 'otra@test.mx',
    password: TEST_PASSWORD,
    type: 'deliveries-provider',
    providerId: other.id,
    role: 'admin',
  });
  otherFleet = await signIn(t.app, 'otra@test.mx');
  url = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const call = requester(() => t.app, '/api');
const emailsOf = async (session: Session, path: string) =>
  ((await call(session, 'GET', path)).json() as { email: string }[]).map((member) => member.email);

describe('a fleet’s sign-ins', () => {
  let memberId: string;
  let member: Session;

  it('lists only the fleet’s own sign-ins, and adds one whose first password is shown once', async () => {
    expect(await emailsOf(fleet, '/fleets/team')).toEqual([tenants.providerEmail]);
    const added = await call(fleet, 'POST', '/fleets/team', { name: 'Lupita', email: 'lupita@flota.mx' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().member).toMatchObject({ email: 'lupita@flota.mx', role: 'member', listen_for: [] });
    memberId = added.json().member.id;

    member = await signIn(t.app, 'lupita@flota.mx', added.json().password);
    expect((await call(member, 'GET', '/auth/me')).json()).toMatchObject({
      type: 'deliveries-provider',
      business: { id: tenants.provider.id, role: 'member' },
    });
    expect((await call(fleet, 'GET', '/fleets/team')).json()[0]).not.toHaveProperty('password');
    expect(await emailsOf(otherFleet, '/fleets/team')).toEqual(['otra@test.mx']);
    expect(await emailsOf(adminA, '/partners/team')).not.toContain('lupita@flota.mx');
  });

  it('gives a member the day’s work and keeps the fleet’s setup for admins', async () => {
    expect((await call(member, 'GET', '/fleets/board')).statusCode).toBe(200);
    expect((await call(member, 'GET', '/riders/list?status=all')).statusCode).toBe(200);
    for (const [method, path, body] of [
      ['GET', '/fleets/team'],
      ['POST', '/fleets/team', { name: 'Otro', email: 'otro@flota.mx' }],
      ['POST', '/riders', { name: 'Nuevo', phone: '3311111111' }],
      ['PUT', '/fleets/profile', { name: 'Cambiada' }],
      ['PUT', `/fleets/links/accept?ID=${crypto.randomUUID()}`],
    ] as const) {
      const response = await call(member, method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().error.message).toBe(
        'Tu cuenta de la flota no tiene permiso para esto; pídeselo a un administrador.',
      );
    }
  });

  it('refuses companies to follow, another fleet’s sign-in (404) and a change of one’s own role (409)', async () => {
    const withCompany = await call(fleet, 'POST', '/fleets/team', {
      name: 'Con comercio',
      email: 'con-comercio@flota.mx',
      listen_for: [tenants.a.companies[0].id],
    });
    expect(withCompany.statusCode).toBe(400);
    expect((await call(otherFleet, 'PUT', `/fleets/team?id=${memberId}`, { role: 'admin' })).statusCode).toBe(404);
    expect((await call(otherFleet, 'DELETE', `/fleets/team?id=${memberId}`)).statusCode).toBe(404);
    const partnerMember = (await call(adminA, 'GET', '/partners/team')).json()[0].id as string;
    expect((await call(fleet, 'PUT', `/fleets/team?id=${partnerMember}`, { role: 'member' })).statusCode).toBe(404);
    const self = (await call(fleet, 'GET', '/fleets/team'))
      .json()
      .find((entry: { email: string }) => entry.email === tenants.providerEmail).id as string;
    expect((await call(fleet, 'PUT', `/fleets/team?id=${self}`, { role: 'member' })).json().error.code).toBe(
      'own_account',
    );
  });

  it('makes a member an admin, and removing a sign-in ends its sessions and sockets at once', async () => {
    const promoted = await call(fleet, 'PUT', `/fleets/team?id=${memberId}`, { role: 'admin' });
    expect(promoted.json().role).toBe('admin');
    expect((await call(member, 'GET', '/fleets/team')).statusCode).toBe(200);

    const { connect } = listeners();
    const socket = await connect(url, 'member', member.cookie);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await call(fleet, 'DELETE', `/fleets/team?id=${memberId}`)).statusCode).toBe(204);
    expect(await disconnected).toBe('io server disconnect');
    expect((await call(member, 'GET', '/fleets/board')).statusCode).toBe(401);
    expect(await emailsOf(fleet, '/fleets/team')).toEqual([tenants.providerEmail]);
  });
});
