import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRider } from '../src/db/seed/factories.ts';
import { requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let admin: Session;
let member: Session;
let otherAdmin: Session;
let company: Session;
let fleet: Session;
let riderIds: { own: string; own2: string; other: string; fleet: string };

beforeAll(async () => {
  let tenants: Tenants;
  ({
    t,
    tenants,
    sessions: { admin, member, otherAdmin, company, fleet },
  } = await startWithTenants(['admin', 'member', 'otherAdmin', 'company', 'fleet']));
  const [own, own2, other, fleetRider] = await Promise.all([
    createRider(t.db, { name: 'Ana', partnerId: tenants.a.partner.id }),
    createRider(t.db, { name: 'Beto', partnerId: tenants.a.partner.id }),
    createRider(t.db, { name: 'De B', partnerId: tenants.b.partner.id }),
    createRider(t.db, { name: 'De flota', providerId: tenants.provider.id }),
  ]);
  riderIds = { own: own.id, own2: own2.id, other: other.id, fleet: fleetRider.id };
});
afterAll(() => t.close());

const call = requester(() => t.app, '/api');

describe('/bases', () => {
  let baseId: string;

  it('creates a base with its location and riders', async () => {
    const response = await call(admin, 'POST', '/bases', {
      name: 'Base Centro',
      address: 'Av. Juárez 100, Guadalajara',
      lat: 20.6767,
      lng: -103.3475,
      phone: '33 3000 0000',
      riders: [riderIds.own],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Base Centro', lat: 20.6767, riders: [riderIds.own] });
    baseId = response.json().id;
  });

  it('lists, searches and pages the partner’s bases', async () => {
    await call(admin, 'POST', '/bases', { name: 'Base Norte' });
    const page = (await call(admin, 'GET', '/bases?limit=1')).json();
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(page.items[0].name).toBe('Base Centro');
    const found = (await call(admin, 'GET', '/bases?search=norte')).json();
    expect(found.items.map((base: { name: string }) => base.name)).toEqual(['Base Norte']);
    expect((await call(member, 'GET', '/bases')).json().total).toBe(2);
  });

  it('sets exactly the riders sent and keeps the rest of the base', async () => {
    const response = await call(admin, 'PUT', `/bases?ID=${baseId}`, { riders: [riderIds.own2] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Base Centro', riders: [riderIds.own2] });
    const renamed = await call(admin, 'PUT', `/bases?ID=${baseId}`, { name: 'Base Centro Histórico' });
    expect(renamed.json()).toMatchObject({ name: 'Base Centro Histórico', riders: [riderIds.own2] });
  });

  it('refuses riders that are not the partner’s own (404)', async () => {
    for (const rider of [riderIds.other, riderIds.fleet]) {
      const response = await call(admin, 'PUT', `/bases?ID=${baseId}`, { riders: [rider] });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses bad input with Spanish messages', async () => {
    const response = await call(admin, 'POST', '/bases', { name: '  ', lat: 91 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    const half = await call(admin, 'POST', '/bases', { name: 'Media', lat: 20.1 });
    expect(half.statusCode).toBe(400);
  });

  it('keeps another partner’s bases unreachable (404) and invisible', async () => {
    expect((await call(otherAdmin, 'GET', '/bases')).json().total).toBe(0);
    expect((await call(otherAdmin, 'PUT', `/bases?ID=${baseId}`, { name: 'Robada' })).statusCode).toBe(404);
    expect((await call(otherAdmin, 'DELETE', `/bases?ID=${baseId}`)).statusCode).toBe(404);
  });

  it('lets members read the bases but not change them (permission table)', async () => {
    expect((await call(member, 'POST', '/bases', { name: 'De miembro' })).statusCode).toBe(403);
    expect((await call(member, 'PUT', `/bases?ID=${baseId}`, { name: 'X' })).statusCode).toBe(403);
    expect((await call(member, 'DELETE', `/bases?ID=${baseId}`)).statusCode).toBe(403);
  });

  it('refuses companies and fleets (403) and anonymous callers (401)', async () => {
    expect((await call(company, 'GET', '/bases')).statusCode).toBe(403);
    expect((await call(fleet, 'POST', '/bases', { name: 'X' })).statusCode).toBe(403);
    expect((await call(null, 'GET', '/bases')).statusCode).toBe(401);
  });

  it('deletes a base and its riders stay without one', async () => {
    expect((await call(admin, 'DELETE', `/bases?ID=${baseId}`)).statusCode).toBe(204);
    const rider = (await call(admin, 'GET', `/riders/rider?ID=${riderIds.own2}`)).json();
    expect(rider.base).toBeNull();
    expect((await call(admin, 'GET', '/bases')).json().total).toBe(1);
  });
});
