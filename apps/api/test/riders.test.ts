import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRider } from '../src/db/seed/factories.ts';
import { asHeaders, createTenants, createTestApp, signIn, type TestApp } from './helper.ts';

let t: TestApp;
type Session = Awaited<ReturnType<typeof signIn>>;
let admin: Session;
let member: Session;
let otherAdmin: Session;
let company: Session;
let fleet: Session;
let ids: Record<'own' | 'ownIdle' | 'other' | 'fleet' | 'fleetIdle', string>;

beforeAll(async () => {
  t = await createTestApp();
  const tenants = await createTenants(t.db);
  [admin, member, otherAdmin, company, fleet] = await Promise.all([
    signIn(t.app, tenants.a.emails.admin),
    signIn(t.app, tenants.a.emails.member),
    signIn(t.app, tenants.b.emails.admin),
    signIn(t.app, tenants.a.emails.company),
    signIn(t.app, tenants.providerEmail),
  ]);
  const a = tenants.a.partner.id;
  const b = tenants.b.partner.id;
  const provider = tenants.provider.id;
  const [own, ownIdle, other, fleetRider, fleetIdle] = await Promise.all([
    createRider(t.db, { name: 'Miguel Propio', partnerId: a, phone: '3311111111' }),
    createRider(t.db, { name: 'Inactivo Propio', partnerId: a, active: false }),
    createRider(t.db, { name: 'Ajeno de B', partnerId: b }),
    createRider(t.db, { name: 'Flota Rápida', providerId: provider, vehicle: 'bici' }),
    createRider(t.db, { name: 'Flota Inactiva', providerId: provider, active: false }),
  ]);
  ids = { own: own.id, ownIdle: ownIdle.id, other: other.id, fleet: fleetRider.id, fleetIdle: fleetIdle.id };
});
afterAll(() => t.close());

const getRiders = (session: Session, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/riders${query}`, headers: asHeaders(session) });
const idsOf = (body: { id: string }[]) => body.map((rider) => rider.id).sort();

describe('GET /riders', () => {
  it('gives a partner its own active riders plus the active fleet riders', async () => {
    const response = await getRiders(admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(idsOf(response.json())).toEqual([ids.own, ids.fleet].sort());
    expect(response.json()).toContainEqual({
      id: ids.fleet,
      name: 'Flota Rápida',
      phone: '3300000000',
      vehicle: 'bici',
      active: true,
      provider: expect.any(String),
    });
    expect(response.json().find((rider: { id: string }) => rider.id === ids.own)).toMatchObject({ provider: null });
  });

  it('gives a member account the same riders as its partner', async () => {
    expect(idsOf((await getRiders(member)).json())).toEqual([ids.own, ids.fleet].sort());
  });

  it('never shows one partner the own riders of another', async () => {
    const response = await getRiders(otherAdmin);
    expect(response.statusCode).toBe(200);
    expect(idsOf(response.json())).toEqual([ids.other, ids.fleet].sort());
    expect(idsOf(response.json())).not.toContain(ids.own);
    expect(idsOf((await getRiders(admin)).json())).not.toContain(ids.other);
  });

  it('gives a deliveries provider all of its own riders and nobody else', async () => {
    const response = await getRiders(fleet);
    expect(response.statusCode).toBe(200);
    expect(idsOf(response.json())).toEqual([ids.fleet, ids.fleetIdle].sort());
  });

  it('filters by name or phone', async () => {
    expect(idsOf((await getRiders(admin, '?search=miguel')).json())).toEqual([ids.own]);
    expect(idsOf((await getRiders(admin, '?search=331111')).json())).toEqual([ids.own]);
    expect((await getRiders(admin, '?search=%25')).json()).toEqual([]);
  });

  it('refuses a search that is too long with a 400', async () => {
    const response = await getRiders(admin, `?search=${'x'.repeat(81)}`);
    expect(response.statusCode).toBe(400);
  });

  it('refuses company accounts (403) and anonymous callers (401)', async () => {
    expect((await getRiders(company)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/riders' })).statusCode).toBe(401);
  });
});
