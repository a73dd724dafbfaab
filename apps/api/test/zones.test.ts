import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxPolygon } from '../src/db/seed/factories.ts';
import { requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import { createMenu, fullIntake, type Menu, postOrder } from './order-fixtures.ts';

let t: TestApp;
let admin: Session;
let member: Session;
let otherAdmin: Session;
let company: Session;
let fleet: Session;
let tenants: Tenants;
let menu: Menu;

// Guadalajara: a small centre inside a big metropolitan zone, and a separate zone to the west.
const centre = boxPolygon([-103.36, 20.665, -103.335, 20.685]);
const metro = boxPolygon([-103.45, 20.6, -103.28, 20.75]);
const west = boxPolygon([-103.5, 20.6, -103.46, 20.65]);
const inCentre = { lat: 20.675, lng: -103.35 };
const inMetroOnly = { lat: 20.72, lng: -103.3 };
const outside = { lat: 20.9, lng: -103.0 };

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { admin, member, otherAdmin, company, fleet },
  } = await startWithTenants(['admin', 'member', 'otherAdmin', 'company', 'fleet']));
  menu = await createMenu(t.db, tenants.a.companies[0].id, 3500);
});
afterAll(() => t.close());

const call = requester(() => t.app, '/api');

const zone = (name: string, geometry: object, extra: object = {}) => ({
  name,
  geometry,
  color: '#0F63A6',
  deliveryFee: 2500,
  minimumOrder: 0,
  minutes: 25,
  active: true,
  companies: [tenants.a.companies[0].id],
  ...extra,
});

describe('/zones', () => {
  let centreId: string;
  let metroId: string;

  it('creates zones with their area and companies', async () => {
    const created = await call(admin, 'POST', '/zones', zone('Centro', centre, { deliveryFee: 2000 }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Centro', deliveryFee: 2000, companies: [tenants.a.companies[0].id] });
    expect(created.json().area).toBeGreaterThan(4_000_000);
    centreId = created.json().id;
    const big = await call(admin, 'POST', '/zones', zone('Metropolitana', metro, { deliveryFee: 5500 }));
    metroId = big.json().id;
    expect(big.json().area).toBeGreaterThan(created.json().area);
  });

  it('lists the zones with their overlaps, the smaller one winning', async () => {
    await call(admin, 'POST', '/zones', zone('Poniente', west, { companies: [] }));
    const list = (await call(admin, 'GET', '/zones')).json();
    expect(list.map((z: { name: string }) => z.name)).toEqual(['Centro', 'Metropolitana', 'Poniente']);
    const byName = Object.fromEntries(list.map((z: { name: string }) => [z.name, z]));
    expect(byName.Centro.overlaps).toEqual([{ zone: metroId, winner: centreId }]);
    expect(byName.Metropolitana.overlaps).toEqual([{ zone: centreId, winner: centreId }]);
    expect(byName.Poniente.overlaps).toEqual([]);
  });

  it('refuses a polygon that is open, too short or flat, with Spanish messages', async () => {
    const open = {
      type: 'Polygon',
      coordinates: [
        [
          [-103.3, 20.6],
          [-103.2, 20.6],
          [-103.2, 20.7],
          [-103.3, 20.7],
        ],
      ],
    };
    const flat = {
      type: 'Polygon',
      coordinates: [
        [
          [-103.3, 20.6],
          [-103.2, 20.6],
          [-103.1, 20.6],
          [-103.3, 20.6],
        ],
      ],
    };
    for (const geometry of [open, flat, { type: 'Point', coordinates: [1, 2] }]) {
      const response = await call(admin, 'POST', '/zones', zone('Mala', geometry));
      expect(response.statusCode, JSON.stringify(geometry)).toBe(400);
      expect(response.json().error.message).toMatch(/[áéíóúñ]|zona|Revisa/);
    }
    const badColor = await call(admin, 'POST', '/zones', zone('Color', centre, { color: 'rojo' }));
    expect(badColor.statusCode).toBe(400);
  });

  it('refuses another partner’s company in a zone (404)', async () => {
    const response = await call(admin, 'PUT', `/zones?ID=${centreId}`, { companies: [tenants.b.companies[0].id] });
    expect(response.statusCode).toBe(404);
  });

  it('keeps another partner’s zones unreachable (404) and invisible', async () => {
    expect((await call(otherAdmin, 'GET', '/zones')).json()).toEqual([]);
    expect((await call(otherAdmin, 'PUT', `/zones?ID=${centreId}`, { name: 'Robada' })).statusCode).toBe(404);
    expect((await call(otherAdmin, 'DELETE', `/zones?ID=${centreId}`)).statusCode).toBe(404);
  });

  it('lets members read the zones; refuses companies and fleets (403) and anonymous callers (401)', async () => {
    expect((await call(member, 'GET', '/zones')).json()).toHaveLength(3);
    expect((await call(member, 'POST', '/zones', zone('De miembro', west))).statusCode).toBe(403);
    expect((await call(member, 'PUT', `/zones?ID=${centreId}`, { name: 'X' })).statusCode).toBe(403);
    expect((await call(member, 'DELETE', `/zones?ID=${centreId}`)).statusCode).toBe(403);
    expect((await call(member, 'POST', '/zones/import', { type: 'FeatureCollection', features: [] })).statusCode).toBe(
      403,
    );
    expect((await call(company, 'GET', '/zones')).statusCode).toBe(403);
    expect((await call(fleet, 'POST', '/zones', zone('X', centre))).statusCode).toBe(403);
    expect((await call(null, 'GET', '/zones')).statusCode).toBe(401);
  });

  it('exports GeoJSON that imports back as the same zones', async () => {
    const exported = await call(admin, 'GET', '/zones/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('application/geo+json');
    const collection = JSON.parse(exported.body);
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toHaveLength(3);
    expect(collection.features[0].properties).toMatchObject({ name: 'Centro', deliveryFee: 2000 });

    const imported = await call(otherAdmin, 'POST', '/zones/import', collection);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toEqual({ imported: 3 });
    const theirs = (await call(otherAdmin, 'GET', '/zones')).json();
    expect(theirs.map((z: { name: string }) => z.name)).toEqual(['Centro', 'Metropolitana', 'Poniente']);
    // Partner A's company ids mean nothing to partner B: dropped, never linked.
    expect(theirs.every((z: { companies: string[] }) => z.companies.length === 0)).toBe(true);
  });

  it('imports all or nothing and names the bad feature', async () => {
    const response = await call(otherAdmin, 'POST', '/zones/import', {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: west, properties: { name: 'Buena' } },
        { type: 'Feature', geometry: west, properties: { name: 'Mala', deliveryFee: -5 } },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().error.details)).toContain('features.1.deliveryFee');
    expect((await call(otherAdmin, 'GET', '/zones')).json()).toHaveLength(3);
  });

  it('lists the partner’s own companies to assign, never another partner’s', async () => {
    const names = (await call(admin, 'GET', '/zones/companies')).json().map((c: { name: string }) => c.name);
    expect(names).toEqual(['Comercio a1', 'Comercio a2']);
    expect((await call(company, 'GET', '/zones/companies')).statusCode).toBe(403);
  });

  it('gives the map settings to any signed-in account', async () => {
    const response = await call(company, 'GET', '/zones/map-settings');
    expect(response.json()).toMatchObject({ center: { lat: 20.6767, lng: -103.3475 }, zoom: 12 });
  });
});

describe('POST /orders with customer.location', () => {
  const order = (location?: { lat: number; lng: number }, type: 'delivery' | 'pickup' = 'delivery') => {
    const body = fullIntake(tenants.a.companies[0].id, menu);
    return { ...body, type, customer: { ...body.customer, ...(location ? { location } : {}) } };
  };

  it('prices a drop-off with the most specific zone that contains it', async () => {
    const inside = await postOrder(t, company, order(inCentre));
    expect(inside.statusCode, inside.body).toBe(201);
    expect(inside.json()).toMatchObject({ subtotal: 41200, deliveryFee: 2000, total: 43200 });
    expect(inside.json().customer.location).toEqual(inCentre);
    const metroOnly = await postOrder(t, admin, order(inMetroOnly));
    expect(metroOnly.json()).toMatchObject({ deliveryFee: 5500, total: 46700 });
  });

  it('refuses a drop-off outside every active zone with 409 outside_delivery_zone', async () => {
    const response = await postOrder(t, company, order(outside));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'outside_delivery_zone',
      message: 'La dirección de entrega está fuera de las zonas de reparto de este comercio.',
    });
  });

  it('keeps the company’s own fee without coordinates, and charges nothing for pickup', async () => {
    expect((await postOrder(t, company, order())).json()).toMatchObject({ deliveryFee: 3500 });
    expect((await postOrder(t, company, order(outside, 'pickup'))).json()).toMatchObject({ deliveryFee: 0 });
  });

  it('ignores inactive zones and applies a zone’s minimum order', async () => {
    const list = (await call(admin, 'GET', '/zones')).json();
    const centreZone = list.find((z: { name: string }) => z.name === 'Centro');
    await call(admin, 'PUT', `/zones?ID=${centreZone.id}`, { active: false });
    expect((await postOrder(t, company, order(inCentre))).json()).toMatchObject({ deliveryFee: 5500 });
    await call(admin, 'PUT', `/zones?ID=${centreZone.id}`, { active: true, minimumOrder: 50000 });
    const below = await postOrder(t, company, order(inCentre));
    expect(below.statusCode).toBe(409);
    expect(below.json().error).toMatchObject({ code: 'below_minimum_order' });
    expect(below.json().error.message).toContain('«Centro»');
  });

  it('uses the company’s own fee when no active zone holds the company', async () => {
    const second = tenants.a.companies[1].id;
    const secondMenu = await createMenu(t.db, second, 4000);
    const body = fullIntake(second, secondMenu);
    const response = await postOrder(t, admin, { ...body, customer: { ...body.customer, location: outside } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ deliveryFee: 4000 });
  });

  it('refuses coordinates out of range with 400', async () => {
    const response = await postOrder(t, company, order({ lat: 95, lng: 0 }));
    expect(response.statusCode).toBe(400);
  });
});
