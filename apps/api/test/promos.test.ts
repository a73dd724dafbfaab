import { addDays } from '@backoffice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createPromo } from '../src/db/seed/factories.ts';
import { invalidFields, requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let tenants: Tenants;
type Row = Awaited<ReturnType<typeof createProduct>>;
let company: Session;
let admin: Session;
let otherAdmin: Session;
let taco: Row;
let agua: Row;
let extra: Row;
let foreign: Row;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, admin, otherAdmin },
  } = await startWithTenants(['company', 'admin', 'otherAdmin']));
  taco = await createProduct(t.db, { companyId: a1(), name: 'Taco al pastor', price: 2500 });
  agua = await createProduct(t.db, { companyId: a1(), name: 'Agua de horchata', price: 4500 });
  extra = await createProduct(t.db, { companyId: a1(), name: 'Guacamole', price: 1800, kind: 'addition' });
  foreign = await createProduct(t.db, { companyId: tenants.b.companies[0].id, name: 'Ajeno', price: 100 });
});
afterAll(() => t.close());

const a1 = () => tenants.a.companies[0].id;
const call = requester(() => t.app);
const fields = invalidFields;

const martes = () => ({
  company: a1(),
  name: 'Martes de pastor',
  description: '5 tacos y un agua',
  price: 12900,
  activeDays: [4, 2],
  // Relative to now: a promo cannot be saved already ended.
  startsOn: addDays(new Date().toISOString().slice(0, 10), -30),
  endsOn: addDays(new Date().toISOString().slice(0, 10), 30),
  options: [{ product: taco.id }, { product: agua.id }],
});

describe('POST /promos', () => {
  it('creates a promo', async () => {
    const response = await call(company, 'POST', '/api/promos', martes());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      company: a1(),
      price: 12900,
      activeDays: [2, 4],
      active: true,
      options: [{ product: taco.id }, { product: agua.id }],
    });
  });

  it('refuses bad fields, reversed dates and options that are not products of the company', async () => {
    const bad = await call(company, 'POST', '/api/promos', {
      ...martes(),
      price: 'caro',
      activeDays: [7],
      startsOn: '2026-12-31',
      endsOn: '2026-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad).sort()).toEqual(['body.activeDays.0', 'body.price']);
    const reversed = await call(company, 'POST', '/api/promos', {
      ...martes(),
      startsOn: '2026-12-31',
      endsOn: '2026-01-01',
    });
    expect(fields(reversed)).toEqual(['body.endsOn']);
    const options = await call(company, 'POST', '/api/promos', {
      ...martes(),
      options: [{ product: taco.id }, { product: extra.id }, { product: foreign.id }],
    });
    expect(options.statusCode).toBe(400);
    expect(fields(options)).toEqual(['body.options.1.product', 'body.options.2.product']);
  });

  it('answers 404 for another tenant company', async () => {
    expect((await call(otherAdmin, 'POST', '/api/promos', martes())).statusCode).toBe(404);
  });
});

describe('GET /promos/company', () => {
  it('lists the live promos of a company', async () => {
    await createPromo(t.db, { companyId: a1(), name: 'Archivada', price: 1, archived: true });
    const response = await call(admin, 'GET', `/api/promos/company?company=${a1()}`);
    expect(response.statusCode).toBe(200);
    const names = response.json().map((p: { name: string }) => p.name);
    expect(names).toContain('Martes de pastor');
    expect(names).not.toContain('Archivada');
  });

  it('refuses a malformed id and hides other tenants', async () => {
    expect((await call(company, 'GET', '/api/promos/company?company=zz')).statusCode).toBe(400);
    expect((await call(otherAdmin, 'GET', `/api/promos/company?company=${a1()}`)).statusCode).toBe(404);
  });
});

describe('PUT /promos', () => {
  it('changes the fields sent', async () => {
    const promo = await createPromo(t.db, { companyId: a1(), name: 'Combo', price: 10000 });
    const response = await call(company, 'PUT', `/api/promos?ID=${promo.id}`, {
      price: 9900,
      active: false,
      options: [{ product: agua.id }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Combo',
      price: 9900,
      active: false,
      options: [{ product: agua.id }],
    });
  });

  it('refuses an end before the stored start', async () => {
    const promo = await createPromo(t.db, { companyId: a1(), name: 'Fechas', price: 1, startsOn: '2026-06-01' });
    const response = await call(company, 'PUT', `/api/promos?ID=${promo.id}`, { endsOn: '2026-05-01' });
    expect(response.statusCode).toBe(400);
    expect(fields(response)).toEqual(['body.endsOn']);
  });

  it('answers 404 for another tenant', async () => {
    const promo = await createPromo(t.db, { companyId: a1(), name: 'Mía', price: 1 });
    expect((await call(otherAdmin, 'PUT', `/api/promos?ID=${promo.id}`, { price: 2 })).statusCode).toBe(404);
  });
});

describe('POST /promos/ids', () => {
  it('returns the promos asked for', async () => {
    const promo = await createPromo(t.db, { companyId: a1(), name: 'Por id', price: 1 });
    const response = await call(company, 'POST', '/api/promos/ids', { ids: [promo.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([{ id: promo.id, name: 'Por id' }]);
  });

  it('answers 400 for malformed ids and 404 when one is out of reach', async () => {
    expect((await call(company, 'POST', '/api/promos/ids', { ids: [1] })).statusCode).toBe(400);
    const promo = await createPromo(t.db, { companyId: a1(), name: 'Solo de a', price: 1 });
    expect((await call(otherAdmin, 'POST', '/api/promos/ids', { ids: [promo.id] })).statusCode).toBe(404);
  });
});
