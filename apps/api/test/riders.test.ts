import { DEFAULT_TIMEZONE, localDate, zonedTimeToUtc } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errandStatusHistory, errands, fleetLinks, riders } from '../src/db/schema/index.ts';
import { createRider } from '../src/db/seed/factories.ts';
import { requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let admin: Session;
let member: Session;
let otherAdmin: Session;
let company: Session;
let fleet: Session;
let tenants: Tenants;
let ids: Record<'own' | 'ownIdle' | 'ownOff' | 'other' | 'fleet' | 'fleetIdle', string>;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { admin, member, otherAdmin, company, fleet },
  } = await startWithTenants(['admin', 'member', 'otherAdmin', 'company', 'fleet']));
  const a = tenants.a.partner.id;
  const b = tenants.b.partner.id;
  const provider = tenants.provider.id;
  // The fleet works for both partners (only linked fleets' riders are visible).
  await t.db.insert(fleetLinks).values([
    { partnerId: a, providerId: provider, status: 'active' },
    { partnerId: b, providerId: provider, status: 'active' },
  ]);
  const [own, ownIdle, ownOff, other, fleetRider, fleetIdle] = await Promise.all([
    createRider(t.db, { name: 'Miguel Propio', partnerId: a, phone: '+523311111111', onShift: true }),
    createRider(t.db, { name: 'Inactivo Propio', partnerId: a, active: false }),
    createRider(t.db, { name: 'Fuera de turno', partnerId: a, onShift: false }),
    createRider(t.db, { name: 'Ajeno de B', partnerId: b, onShift: true }),
    createRider(t.db, { name: 'Flota Rápida', providerId: provider, vehicle: 'bici', onShift: true }),
    createRider(t.db, { name: 'Flota Inactiva', providerId: provider, active: false }),
  ]);
  ids = {
    own: own.id,
    ownIdle: ownIdle.id,
    ownOff: ownOff.id,
    other: other.id,
    fleet: fleetRider.id,
    fleetIdle: fleetIdle.id,
  };
  // Two errands today for Miguel: one on the way (he carries it now), one delivered 25 minutes after the request.
  const base = { partnerId: a, pickup: { address: 'Centro' }, dropoff: { address: 'Chapalita' }, channel: 'partner' };
  // 30 minutes ago, but never before today began on the errands' clock (a partner's errand has the default zone):
  // in the half hour after midnight there, it would otherwise be counted yesterday.
  const todayBegan = zonedTimeToUtc(localDate(new Date(), DEFAULT_TIMEZONE), 0, DEFAULT_TIMEZONE).getTime();
  const requested = new Date(Math.max(Date.now() - 30 * 60_000, todayBegan + 1_000));
  await t.db.insert(errands).values({ ...base, number: 1, riderId: own.id, status: 'on_the_way' });
  const [done] = await t.db
    .insert(errands)
    .values({ ...base, number: 2, riderId: own.id, status: 'delivered', createdAt: requested })
    .returning();
  await t.db.insert(errandStatusHistory).values({
    errandId: done.id,
    toStatus: 'delivered',
    manager: 'Prueba',
    at: new Date(requested.getTime() + 25 * 60_000),
  });
  // Another partner's errand on the fleet rider never shows in partner A's figures.
  await t.db.insert(errands).values({ ...base, number: 1, partnerId: b, riderId: fleetRider.id, status: 'assigned' });
});
afterAll(() => t.close());

const send = requester(() => t.app, '/api');
const get = (session: Session | null, url: string) => send(session, 'GET', url);
const idsOf = (body: { id: string }[]) => body.map((rider) => rider.id).sort();

describe('GET /riders (errand picker)', () => {
  it('offers a partner its own and the fleet riders that are active and on shift, with their current errands', async () => {
    const response = await get(admin, '/riders');
    expect(response.statusCode, response.body).toBe(200);
    expect(idsOf(response.json())).toEqual([ids.own, ids.fleet].sort());
    expect(response.json()).toContainEqual({
      id: ids.fleet,
      name: 'Flota Rápida',
      phone: '+523300000000',
      vehicle: 'bici',
      active: true,
      provider: tenants.provider.id,
      onShift: true,
      activeErrands: 0,
    });
    expect(response.json().find((rider: { id: string }) => rider.id === ids.own)).toMatchObject({
      provider: null,
      activeErrands: 1,
    });
  });

  it('gives a member account the same riders as its partner', async () => {
    expect(idsOf((await get(member, '/riders')).json())).toEqual([ids.own, ids.fleet].sort());
  });

  it('never shows one partner the own riders of another', async () => {
    const response = await get(otherAdmin, '/riders');
    expect(idsOf(response.json())).toEqual([ids.other, ids.fleet].sort());
    expect(response.json().find((rider: { id: string }) => rider.id === ids.fleet).activeErrands).toBe(1);
  });

  it('gives a deliveries provider its own riders on shift only', async () => {
    expect(idsOf((await get(fleet, '/riders')).json())).toEqual([ids.fleet]);
  });

  it('filters by name or phone and escapes wildcards', async () => {
    expect(idsOf((await get(admin, '/riders?search=miguel')).json())).toEqual([ids.own]);
    expect(idsOf((await get(admin, '/riders?search=331111')).json())).toEqual([ids.own]);
    expect((await get(admin, '/riders?search=%25')).json()).toEqual([]);
  });

  it('refuses a search that is too long with a 400, company accounts with 403 and anonymous callers with 401', async () => {
    expect((await get(admin, `/riders?search=${'x'.repeat(81)}`)).statusCode).toBe(400);
    expect((await get(company, '/riders')).statusCode).toBe(403);
    expect((await get(null, '/riders')).statusCode).toBe(401);
  });
});

describe('GET /riders/list', () => {
  it('pages the active riders with today’s errands and average delivery minutes', async () => {
    const response = await get(admin, '/riders/list?limit=2');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(page.items).toHaveLength(2);
    const all = (await get(admin, '/riders/list')).json().items;
    expect(idsOf(all)).toEqual([ids.own, ids.ownOff, ids.fleet].sort());
    const miguel = all.find((rider: { id: string }) => rider.id === ids.own);
    expect(miguel).toMatchObject({ todayErrands: 2, activeErrands: 1, averageDeliveryMinutes: 25, editable: true });
    const fleetRider = all.find((rider: { id: string }) => rider.id === ids.fleet);
    expect(fleetRider).toMatchObject({ editable: false, providerName: 'Flota de prueba', todayErrands: 0 });
  });

  it('filters by status, shift, vehicle and owner', async () => {
    const list = async (query: string) => idsOf((await get(admin, `/riders/list?${query}`)).json().items);
    expect(await list('status=inactive')).toEqual([ids.ownIdle, ids.fleetIdle].sort());
    expect(await list('onShift=1')).toEqual([ids.own, ids.fleet].sort());
    expect(await list('onShift=0')).toEqual([ids.ownOff]);
    expect(await list('vehicle=bici')).toEqual([ids.fleet]);
    expect(await list('owner=own&status=all')).toEqual([ids.own, ids.ownIdle, ids.ownOff].sort());
    expect(await list(`owner=${tenants.provider.id}`)).toEqual([ids.fleet]);
    expect(await list('owner=fleet&status=all')).toEqual([ids.fleet, ids.fleetIdle].sort());
  });

  it('refuses bad filters with 400', async () => {
    expect((await get(admin, '/riders/list?vehicle=avion')).statusCode).toBe(400);
    expect((await get(admin, '/riders/list?limit=500')).statusCode).toBe(400);
  });

  it('answers 404 for another partner’s rider', async () => {
    expect((await get(admin, `/riders/rider?ID=${ids.other}`)).statusCode).toBe(404);
    expect((await get(otherAdmin, `/riders/rider?ID=${ids.own}`)).statusCode).toBe(404);
  });
});

describe('POST, PUT and DELETE /riders', () => {
  it('creates a rider with the phone stored in E.164', async () => {
    const response = await send(admin, 'POST', '/riders', {
      name: 'Ana Ruiz',
      phone: '(33) 1234-5678',
      vehicle: 'moto',
      plate: 'ABC-123',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ phone: '+523312345678', onShift: false, active: true, editable: true });
    const legacy = await send(admin, 'POST', '/riders', { name: 'Con uno', phone: '+52 1 33 1234 5679' });
    expect(legacy.json().phone).toBe('+523312345679');
  });

  it('refuses a phone that is not a Mexican mobile with a Spanish message', async () => {
    for (const phone of ['12345', '+1 415 555 2671', 'no tengo']) {
      const response = await send(admin, 'POST', '/riders', { name: 'Mal', phone });
      expect(response.statusCode, phone).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
      expect(JSON.stringify(response.json().error.details)).toContain('celular de México');
    }
  });

  it('toggles "En turno" and deactivating takes the rider off shift', async () => {
    const created = (await send(admin, 'POST', '/riders', { name: 'Turnos', phone: '3398765432' })).json();
    const on = await send(admin, 'PUT', `/riders?ID=${created.id}`, { onShift: true });
    expect(on.json()).toMatchObject({ onShift: true });
    expect(idsOf((await get(admin, '/riders')).json())).toContain(created.id);
    const off = await send(admin, 'PUT', `/riders?ID=${created.id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false, onShift: false });
    expect(idsOf((await get(admin, '/riders')).json())).not.toContain(created.id);
  });

  it('lets a partner read a fleet rider but not change it (403), and 404s another partner’s rider', async () => {
    expect((await get(admin, `/riders/rider?ID=${ids.fleet}`)).statusCode).toBe(200);
    const edit = await send(admin, 'PUT', `/riders?ID=${ids.fleet}`, { name: 'Cambiado' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.message).toContain('flotilla');
    expect((await send(admin, 'DELETE', `/riders?ID=${ids.fleet}`)).statusCode).toBe(403);
    expect((await send(otherAdmin, 'PUT', `/riders?ID=${ids.own}`, { name: 'X' })).statusCode).toBe(404);
    expect((await send(otherAdmin, 'DELETE', `/riders?ID=${ids.own}`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(riders).where(eq(riders.id, ids.own));
    expect(row.name).toBe('Miguel Propio');
  });

  it('lets a fleet manage its own riders', async () => {
    const created = await send(fleet, 'POST', '/riders', { name: 'De la flota', phone: '3311112222' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ provider: tenants.provider.id, editable: true });
    expect((await send(fleet, 'PUT', `/riders?ID=${ids.own}`, { name: 'X' })).statusCode).toBe(404);
  });

  it('refuses another partner’s base (404) and a base for a fleet rider', async () => {
    const otherBase = (await send(otherAdmin, 'POST', '/bases', { name: 'Base de B' })).json();
    const response = await send(admin, 'PUT', `/riders?ID=${ids.ownOff}`, { base: otherBase.id });
    expect(response.statusCode).toBe(404);
    expect(
      (await send(fleet, 'POST', '/riders', { name: 'F', phone: '3311113333', base: otherBase.id })).statusCode,
    ).toBe(404);
  });

  it('deletes a rider without history and archives one with errands', async () => {
    const fresh = (await send(admin, 'POST', '/riders', { name: 'Sin historia', phone: '3311114444' })).json();
    expect((await send(admin, 'DELETE', `/riders?ID=${fresh.id}`)).json()).toEqual({ result: 'deleted' });
    expect((await get(admin, `/riders/rider?ID=${fresh.id}`)).statusCode).toBe(404);

    const removed = await send(admin, 'DELETE', `/riders?ID=${ids.own}`);
    expect(removed.json()).toEqual({ result: 'archived' });
    const archived = (await get(admin, `/riders/rider?ID=${ids.own}`)).json();
    expect(archived).toMatchObject({ archived: true, active: false, onShift: false, todayErrands: 2 });
    expect(idsOf((await get(admin, '/riders/list')).json().items)).not.toContain(ids.own);
    expect(idsOf((await get(admin, '/riders/list?status=archived')).json().items)).toEqual([ids.own]);
  });

  it('lets a member switch a shift but not create, edit or remove riders (permission table)', async () => {
    const shift = await send(member, 'PUT', `/riders/shift?ID=${ids.ownOff}&onShift=1`);
    expect(shift.statusCode, shift.body).toBe(200);
    expect(shift.json()).toMatchObject({ onShift: true });
    expect((await send(member, 'PUT', `/riders/shift?ID=${ids.ownOff}&onShift=0`)).json()).toMatchObject({
      onShift: false,
    });
    for (const [method, url, payload] of [
      ['POST', '/riders', { name: 'X', phone: '3311116666' }],
      ['PUT', `/riders?ID=${ids.ownOff}`, { name: 'X' }],
      ['DELETE', `/riders?ID=${ids.ownOff}`, undefined],
    ] as const) {
      const response = await send(member, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
    expect((await send(otherAdmin, 'PUT', `/riders/shift?ID=${ids.ownOff}&onShift=1`)).statusCode).toBe(404);
    expect((await send(admin, 'PUT', `/riders/shift?ID=${ids.fleet}&onShift=0`)).statusCode).toBe(403);
  });

  it('refuses company accounts', async () => {
    expect((await send(company, 'POST', '/riders', { name: 'X', phone: '3311115555' })).statusCode).toBe(403);
  });
});
