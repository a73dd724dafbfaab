import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.ts';
import { createProduct } from '../src/db/seed/factories.ts';
import { invalidFields, requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let tenants: Tenants;
let company: Session;
let member: Session;
let otherAdmin: Session;
let company2: Session;
let cheese: Awaited<ReturnType<typeof createProduct>>;
let otherAddition: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company, member, otherAdmin, company2 },
  } = await startWithTenants(['company', 'member', 'otherAdmin', 'company2']));
  cheese = await createProduct(t.db, { companyId: a1(), kind: 'addition', name: 'Queso extra', price: 1200 });
  otherAddition = await createProduct(t.db, { companyId: b1(), kind: 'addition', name: 'Ajeno', price: 100 });
});
afterAll(() => t.close());

const call = requester(() => t.app);
const fields = invalidFields;

const a1 = () => tenants.a.companies[0].id;
const one = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0];
const b1 = () => tenants.b.companies[0].id;

const taco = () => ({
  company: a1(),
  name: 'Taco de asada',
  description: 'Con cebolla y cilantro',
  price: 2800,
  section: 'Tacos',
  additionGroups: [
    { name: 'Extras', required: false, min: 0, max: 1, additions: [{ product: cheese.id, price: 1000 }] },
  ],
});

describe('POST /products', () => {
  it('creates a product with an addition group', async () => {
    const response = await call(company, 'POST', '/api/products', taco());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ company: a1(), kind: 'product', price: 2800, available: true, outOfStock: null });
    expect(body.additionGroups[0]).toMatchObject({ name: 'Extras', additions: [{ product: cheese.id, price: 1000 }] });
    expect(body.additionGroups[0].id).toEqual(expect.any(String));
  });

  it('refuses bad fields, min > max, and additions of another company or kind', async () => {
    const bad = await call(company, 'POST', '/api/products', { company: a1(), name: '', price: 12.5 });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad).sort()).toEqual(['body.name', 'body.price']);
    const groups = await call(company, 'POST', '/api/products', {
      ...taco(),
      additionGroups: [{ name: 'X', min: 2, max: 1, additions: [{ product: cheese.id }] }],
    });
    expect(fields(groups)).toEqual(['body.additionGroups.0.min']);
    const product = await createProduct(t.db, { companyId: a1(), name: 'Refresco', price: 3000 });
    const foreign = await call(company, 'POST', '/api/products', {
      ...taco(),
      additionGroups: [{ name: 'X', max: 1, additions: [{ product: otherAddition.id }, { product: product.id }] }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(fields(foreign)).toEqual([
      'body.additionGroups.0.additions.0.product',
      'body.additionGroups.0.additions.1.product',
    ]);
  });

  it('answers 404 for another tenant company', async () => {
    const response = await call(otherAdmin, 'POST', '/api/products', { ...taco(), additionGroups: [] });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /products/company/all', () => {
  it('splits products and additions, and an expired out-of-stock returns by itself', async () => {
    const expired = await createProduct(t.db, {
      companyId: a1(),
      name: 'Agotado ayer',
      price: 100,
      unavailableUntil: new Date(Date.now() - 60_000),
    });
    const archived = await createProduct(t.db, { companyId: a1(), name: 'Viejo', price: 100, archived: true });
    const response = await call(member, 'GET', `/api/products/company/all?company=${a1()}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.additions.map((p: { id: string }) => p.id)).toContain(cheese.id);
    expect(body.products.every((p: { kind: string }) => p.kind === 'product')).toBe(true);
    const row = body.products.find((p: { id: string }) => p.id === expired.id);
    expect(row).toMatchObject({ available: true, outOfStock: null, unavailableUntil: null });
    expect(body.products.some((p: { id: string }) => p.id === archived.id)).toBe(false);
  });

  it('refuses a malformed id and hides other tenants', async () => {
    expect((await call(company, 'GET', '/api/products/company/all?company=1')).statusCode).toBe(400);
    expect((await call(otherAdmin, 'GET', `/api/products/company/all?company=${a1()}`)).statusCode).toBe(404);
  });
});

describe('PUT /products', () => {
  it('changes the fields sent and handles out of stock today / indefinitely / back', async () => {
    const product = await createProduct(t.db, { companyId: a1(), name: 'Gringa', price: 7500 });
    const today = await call(company, 'PUT', `/api/products?ID=${product.id}`, { outOfStock: 'today', price: 8000 });
    expect(today.statusCode).toBe(200);
    const body = today.json();
    expect(body).toMatchObject({ price: 8000, name: 'Gringa', available: false, outOfStock: 'today' });
    const until = Date.parse(body.unavailableUntil);
    expect(until).toBeGreaterThan(Date.now());
    expect(until - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    // Sending the product back as it was read keeps it out of stock only until then.
    const roundTrip = await call(company, 'PUT', `/api/products?ID=${product.id}`, body);
    expect(roundTrip.json()).toMatchObject({ outOfStock: 'today', unavailableUntil: body.unavailableUntil });
    const indefinite = await call(company, 'PUT', `/api/products?ID=${product.id}`, { outOfStock: 'indefinite' });
    expect(indefinite.json()).toMatchObject({ available: false, outOfStock: 'indefinite', unavailableUntil: null });
    const back = await call(company, 'PUT', `/api/products?ID=${product.id}`, { available: true });
    expect(back.json()).toMatchObject({ available: true, outOfStock: null });
  });

  it('refuses bad values and groups on an addition', async () => {
    const bad = await call(company, 'PUT', `/api/products?ID=${cheese.id}`, { price: -1, outOfStock: 'manana' });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad).sort()).toEqual(['body.outOfStock', 'body.price']);
    const groups = await call(company, 'PUT', `/api/products?ID=${cheese.id}`, {
      additionGroups: [{ name: 'X', max: 1, additions: [{ product: cheese.id }] }],
    });
    expect(groups.statusCode).toBe(400);
    expect(fields(groups)).toEqual(['body.additionGroups']);
  });

  it('answers 404 for another tenant and for a company that does not own it', async () => {
    expect((await call(otherAdmin, 'PUT', `/api/products?ID=${cheese.id}`, { price: 1 })).statusCode).toBe(404);
    expect((await call(company2, 'PUT', `/api/products?ID=${cheese.id}`, { price: 1 })).statusCode).toBe(404);
    const [row] = await t.db.select().from(products).where(eq(products.id, cheese.id));
    expect(row.price).toBe(1200);
  });
});

describe('POST /products/list', () => {
  it('imports every row when all are valid', async () => {
    const response = await call(company, 'POST', '/api/products/list', {
      company: a1(),
      products: [
        { name: 'Tejuino', price: 4000, section: 'Bebidas' },
        { name: 'Cebollitas', price: 900, kind: 'addition' },
      ],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.created).toBe(2);
    expect(body.results).toEqual([
      { index: 0, ok: true, id: expect.any(String) },
      { index: 1, ok: true, id: expect.any(String) },
    ]);
    expect(body.products[1]).toMatchObject({ name: 'Cebollitas', kind: 'addition', section: 'General' });
  });

  it('saves nothing and reports every bad row by index', async () => {
    const before = (await t.db.select().from(products).where(eq(products.companyId, a1()))).length;
    const response = await call(company, 'POST', '/api/products/list', {
      company: a1(),
      products: [
        { name: 'Bueno', price: 1000 },
        { name: '', price: 1000 },
        {
          name: 'Con adición ajena',
          price: 1,
          additionGroups: [{ name: 'X', max: 1, additions: [{ product: otherAddition.id }] }],
        },
        'no es un producto',
      ],
    });
    expect(response.statusCode).toBe(400);
    const details = response.json().error.details as { index: number; field: string }[];
    expect(details.map((d) => d.index)).toEqual([1, 2, 3]);
    expect(details.map((d) => d.field)).toEqual([
      'body.products.1.name',
      'body.products.2.additionGroups.0.additions.0.product',
      'body.products.3',
    ]);
    expect((await t.db.select().from(products).where(eq(products.companyId, a1()))).length).toBe(before);
    const empty = await call(company, 'POST', '/api/products/list', { company: a1(), products: [] });
    expect(fields(empty)).toEqual(['body.products']);
  });

  it('stores each row as creating it alone would, in the order given (JSON statements of 100 rows, decision 038)', async () => {
    const inputs = [
      { ...taco(), company: undefined, name: 'Importado con grupo', image: '/api/uploads/taco.webp', position: 3 },
      { name: 'Importado agotado hoy', price: 1500, outOfStock: 'today' },
      { name: 'Importado agotado', price: 1600, outOfStock: 'indefinite', description: 'Sin fecha' },
      { name: 'Importado hasta', price: 1700, unavailableUntil: '2099-01-02T03:04:05.678Z', kind: 'addition' },
      { name: 'Importado no disponible', price: 1800, available: false, section: 'Otra' },
      ...Array.from({ length: 120 }, (_, index) => ({ name: `Importado ${index}`, price: 100 + index })),
    ];
    const imported = await call(company, 'POST', '/api/products/list', { company: a1(), products: inputs });
    expect(imported.statusCode).toBe(201);
    const listed = imported.json().products as { id: string; name: string }[];
    expect(listed.map((product) => product.name)).toEqual(inputs.map((input) => input.name));
    const stored = await t.db.select().from(products).where(eq(products.companyId, a1()));
    const byId = new Map(stored.map((row) => [row.id, row]));
    // Ids (the row's and its groups') and instants are new on each save; everything else must match.
    const comparable = ({ id, createdAt, updatedAt, additionGroups, ...rest }: typeof products.$inferSelect) => ({
      ...rest,
      additionGroups: additionGroups.map(({ id: _group, ...group }) => group),
    });
    for (const [index, input] of inputs.slice(0, 5).entries()) {
      const alone = await call(company, 'POST', '/api/products', { ...input, company: a1() });
      expect(alone.statusCode).toBe(201);
      const single = await one(alone.json().id);
      expect(comparable(byId.get(listed[index].id)!)).toEqual(comparable(single));
    }
  });

  it('saves nothing when the database refuses a later chunk of the import (the chunks before are removed)', async () => {
    // A real refusal from the database, on the 250th row only: the rows are valid, so nothing earlier stops them.
    await t.db.execute(sql`create function refuse_import_row() returns trigger language plpgsql as $$
      begin if new.name = 'Rechazada por la base' then raise exception 'refused for the test'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger refuse_import_row before insert on products
      for each row execute function refuse_import_row()`);
    try {
      const before = (await t.db.select().from(products).where(eq(products.companyId, a1()))).length;
      const inputs = Array.from({ length: 300 }, (_, index) => ({
        name: index === 249 ? 'Rechazada por la base' : `Lote ${index}`,
        price: 100 + index,
      }));
      const response = await call(company, 'POST', '/api/products/list', { company: a1(), products: inputs });
      expect(response.statusCode).toBe(500);
      const after = await t.db.select().from(products).where(eq(products.companyId, a1()));
      expect(after.length).toBe(before);
      expect(after.filter((row) => row.name.startsWith('Lote '))).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_import_row on products`);
      await t.db.execute(sql`drop function refuse_import_row()`);
    }
  });

  it('answers 404 for another tenant company', async () => {
    const response = await call(otherAdmin, 'POST', '/api/products/list', {
      company: a1(),
      products: [{ name: 'X', price: 1 }],
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /products/ids', () => {
  it('returns the products asked for', async () => {
    const response = await call(company, 'POST', '/api/products/ids', { ids: [cheese.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([{ id: cheese.id, name: 'Queso extra' }]);
  });

  it('answers 400 for malformed ids and 404 when one is out of reach', async () => {
    const bad = await call(company, 'POST', '/api/products/ids', { ids: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['body.ids']);
    const response = await call(company, 'POST', '/api/products/ids', { ids: [cheese.id, otherAddition.id] });
    expect(response.statusCode).toBe(404);
  });
});
