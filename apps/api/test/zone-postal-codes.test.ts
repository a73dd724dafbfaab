import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxPolygon } from '../src/db/seed/factories.ts';
import { requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import { postOrder } from './order-fixtures.ts';
import {
  createShop,
  INSIDE,
  postQuote,
  postStorefrontOrder,
  type Shop,
  storefrontOrder,
} from './storefront-fixtures.ts';

let t: TestApp;
let tenants: Tenants;
let admin: Session;
let otherAdmin: Session;
let company: Session;
let shop: Shop;
const SLUG = 'tacos-por-cp';

// The shop's own "Centro" polygon holds INSIDE; "Colonias" is small and away from it; "Metropolitana" covers all.
const small = boxPolygon([-103.4, 20.6, -103.39, 20.61]);
const metro = boxPolygon([-103.45, 20.55, -103.25, 20.8]);

const call = requester(() => t.app, '/api');

const zone = (name: string, geometry: object, extra: object) => ({
  name,
  geometry,
  color: '#0F63A6',
  minimumOrder: 0,
  minutes: 25,
  active: true,
  companies: [tenants.a.companies[0].id],
  ...extra,
});

let coloniasId: string;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { admin, otherAdmin, company },
  } = await startWithTenants(['admin', 'otherAdmin', 'company']));
  shop = await createShop(t.db, tenants.a.companies[0], SLUG);
});
afterAll(() => t.close());

const cart = (extra: object = {}) => {
  const { customer: _customer, payment: _payment, location: _location, ...body } = storefrontOrder(shop);
  return { ...body, ...extra };
};

describe('zones listing postal codes and colonias', () => {
  it('keeps each postal code and colonia once on create and update, refusing a bad code in Spanish', async () => {
    const created = await call(
      admin,
      'POST',
      '/zones',
      zone('Colonias', small, {
        deliveryFee: 3000,
        postalCodes: ['44100', ' 44160 ', '44100'],
        colonias: ['Col. Americana', 'americana', 'Lafayette'],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      postalCodes: ['44100', '44160'],
      colonias: ['Col. Americana', 'Lafayette'],
    });
    coloniasId = created.json().id;

    const bad = await call(admin, 'PUT', `/zones?ID=${coloniasId}`, { postalCodes: ['4410'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('El código postal tiene 5 dígitos');

    const updated = await call(admin, 'PUT', `/zones?ID=${coloniasId}`, {
      postalCodes: ['44100', '44600'],
      colonias: ['Col. Americana', 'Obrera'],
    });
    expect(updated.json()).toMatchObject({ postalCodes: ['44100', '44600'], colonias: ['Col. Americana', 'Obrera'] });
    const other = await call(
      admin,
      'POST',
      '/zones',
      zone('Metropolitana', metro, { deliveryFee: 6000, postalCodes: ['44100', '45000'] }),
    );
    expect(other.statusCode, other.body).toBe(201);
    const plain = (await call(admin, 'GET', '/zones')).json().find((z: { name: string }) => z.name === 'Centro');
    expect(plain).toMatchObject({ postalCodes: [], colonias: [] });
  });

  it('exports the lists as feature properties, which import back', async () => {
    const collection = JSON.parse((await call(admin, 'GET', '/zones/export')).body);
    const feature = collection.features.find((f: { properties: { name: string } }) => f.properties.name === 'Colonias');
    expect(feature.properties).toMatchObject({
      postalCodes: ['44100', '44600'],
      colonias: ['Col. Americana', 'Obrera'],
    });
    const imported = await call(otherAdmin, 'POST', '/zones/import', collection);
    expect(imported.statusCode, imported.body).toBe(201);
    const theirs = (await call(otherAdmin, 'GET', '/zones')).json();
    expect(theirs.find((z: { name: string }) => z.name === 'Colonias')).toMatchObject({
      postalCodes: ['44100', '44600'],
      colonias: ['Col. Americana', 'Obrera'],
    });
  });

  it('tells the storefront it can price by postal code, with the colonias to offer', async () => {
    const page = (await t.app.inject({ method: 'GET', url: `/api/storefront/companies/${SLUG}` })).json();
    expect(page).toMatchObject({ hasZones: true, postalCodeZones: true, colonias: ['Col. Americana', 'Obrera'] });
  });
});

describe('pricing a delivery without a point', () => {
  it('quotes by postal code, the smallest listing zone winning, and by colonia whatever its spelling', async () => {
    const both = (await postQuote(t, SLUG, cart({ postalCode: '44100' }))).json();
    expect(both).toMatchObject({ zone: 'Colonias', deliveryFee: 3000, outOfZone: false });
    const metroOnly = (await postQuote(t, SLUG, cart({ postalCode: '45000' }))).json();
    expect(metroOnly).toMatchObject({ zone: 'Metropolitana', deliveryFee: 6000 });
    const byColonia = (await postQuote(t, SLUG, cart({ colonia: 'COLONIA AMÉRICANA' }))).json();
    expect(byColonia).toMatchObject({ zone: 'Colonias', deliveryFee: 3000 });
    const nowhere = (await postQuote(t, SLUG, cart({ postalCode: '99999' }))).json();
    expect(nowhere).toMatchObject({ zone: null, outOfZone: true });
  });

  it('lets a point win over the postal code', async () => {
    const quote = (await postQuote(t, SLUG, cart({ postalCode: '45000', location: INSIDE }))).json();
    expect(quote).toMatchObject({ zone: 'Centro', deliveryFee: 2500 });
  });

  it('takes a storefront order by postal code alone, at its zone’s fee, keeping the code', async () => {
    const { location: _location, ...body } = storefrontOrder(shop, { postalCode: '44600' });
    const placed = await postStorefrontOrder(t, SLUG, body);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({ deliveryFee: 3000 });
  });

  it('refuses a storefront order whose postal code no zone lists, saying to mark the map', async () => {
    const { location: _location, ...body } = storefrontOrder(shop, { postalCode: '99999' });
    const refused = await postStorefrontOrder(t, SLUG, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('out_of_zone');
    expect(refused.json().error.message).toContain('Marca en el mapa');
    const { location: _none, ...bare } = storefrontOrder(shop);
    const neither = await postStorefrontOrder(t, SLUG, bare);
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.message).toBe(
      'Escribe tu código postal o marca en el mapa dónde entregamos tu pedido.',
    );
  });

  it('prices a phone order by postal code and refuses one no zone lists (409)', async () => {
    const intake = (customer: object) => ({
      company: tenants.a.companies[0].id,
      customer: { name: 'Ana Ruiz', phone: '3311223344', address: 'Calle Libertad 1200', ...customer },
      products: [{ product: shop.taco.id, quantity: 1 }],
      payment: 'cash',
      type: 'delivery',
    });
    const taken = await postOrder(t, company, intake({ colonia: 'obrera' }));
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json()).toMatchObject({ deliveryFee: 3000, customer: { colonia: 'obrera' } });
    const refused = await postOrder(t, company, intake({ postalCode: '99999' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'outside_delivery_zone' });
    expect(refused.json().error.message).toContain('Marca en el mapa');
    const pointWins = await postOrder(t, company, intake({ postalCode: '99999', location: INSIDE }));
    expect(pointWins.json()).toMatchObject({ deliveryFee: 2500 });
  });
});
