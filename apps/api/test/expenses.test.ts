import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBase, createRider } from '../src/db/seed/factories.ts';
import { startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let tenants: Tenants;
let adminA: Record<string, string>;
let memberA: Record<string, string>;
let adminB: Record<string, string>;
let baseA: string;
let riderA: string;
let baseB: string;

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const expense = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-10-05',
  concept: 'Gasolina motos',
  category: 'combustible',
  amount: 85_000,
  ...overrides,
});

beforeAll(async () => {
  ({
    t,
    tenants,
    headers: { admin: adminA, member: memberA, otherAdmin: adminB },
  } = await startWithTenants(['admin', 'member', 'otherAdmin']));
  baseA = (await createBase(t.db, { partnerId: tenants.a.partner.id, name: 'Base Centro' })).id;
  riderA = (await createRider(t.db, { partnerId: tenants.a.partner.id, name: 'Luis Moto' })).id;
  baseB = (await createBase(t.db, { partnerId: tenants.b.partner.id, name: 'Base Ajena' })).id;
});
afterAll(() => t.close());

describe('expenses', () => {
  it('creates, lists with filters and pages, edits and removes', async () => {
    const created = await call(
      adminA,
      'POST',
      '/expenses',
      expense({ base: baseA, rider: riderA, notes: 'Ticket 123' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ amount: 85_000, base: baseA, rider: riderA, category: 'combustible' });
    await call(
      adminA,
      'POST',
      '/expenses',
      expense({ date: '2026-11-01', concept: 'Renta bodega', category: 'renta', amount: 500_000 }),
    );
    await call(
      adminA,
      'POST',
      '/expenses',
      expense({ date: '2026-11-10', concept: 'Llantas', category: 'mantenimiento', amount: 120_000 }),
    );

    const all = (await call(adminA, 'GET', '/expenses')).json();
    expect(all.total).toBe(3);
    expect(all.items.map((item: { concept: string }) => item.concept)).toEqual([
      'Llantas',
      'Renta bodega',
      'Gasolina motos',
    ]);
    expect((await call(adminA, 'GET', '/expenses?month=2026-11')).json().total).toBe(2);
    expect((await call(adminA, 'GET', '/expenses?category=renta')).json().items[0].concept).toBe('Renta bodega');
    expect((await call(adminA, 'GET', `/expenses?base=${baseA}`)).json().total).toBe(1);
    expect((await call(adminA, 'GET', '/expenses?search=ticket')).json().total).toBe(1);
    expect((await call(adminA, 'GET', '/expenses?limit=1&offset=1')).json()).toMatchObject({
      total: 3,
      limit: 1,
      offset: 1,
    });

    const id = created.json().id;
    const edited = await call(adminA, 'PUT', `/expenses?ID=${id}`, { amount: 90_000, base: null });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ amount: 90_000, base: null, rider: riderA, concept: 'Gasolina motos' });
    expect((await call(adminA, 'DELETE', `/expenses?ID=${id}`)).statusCode).toBe(204);
    expect((await call(adminA, 'GET', '/expenses')).json().total).toBe(2);
  });

  it('totals by month and category of the filtered expenses', async () => {
    await call(adminA, 'POST', '/expenses', expense({ date: '2026-10-20', amount: 40_000 }));
    const totals = (await call(adminA, 'GET', '/expenses/totals')).json();
    expect(totals.total).toBe(660_000);
    expect(totals.byMonth).toEqual([
      expect.objectContaining({ month: '2026-10', total: 40_000 }),
      expect.objectContaining({ month: '2026-11', total: 620_000 }),
    ]);
    expect(totals.byMonth[1].categories).toMatchObject({ renta: 500_000, mantenimiento: 120_000, combustible: 0 });
    expect(totals.byCategory.find((entry: { category: string }) => entry.category === 'renta').total).toBe(500_000);
    expect((await call(adminA, 'GET', '/expenses/totals?month=2026-10')).json().total).toBe(40_000);
  });

  it('exports the filtered expenses as CSV with Spanish headers, pesos and formula-safe text', async () => {
    await call(
      adminA,
      'POST',
      '/expenses',
      expense({ date: '2026-11-15', concept: '=HYPERLINK("x")', category: 'otros', amount: 1_050, rider: riderA }),
    );
    const response = await call(adminA, 'GET', '/expenses/export.csv?month=2026-11');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('gastos-2026-11.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Fecha,Concepto,Categoría,Monto (MXN),Base,Repartidor,Notas,Comprobante');
    expect(lines).toHaveLength(4);
    expect(lines).toContain('2026-11-01,Renta bodega,Renta,5000.00,,,,');
    expect(lines.find((line) => line.includes('HYPERLINK'))).toBe(
      `2026-11-15,"'=HYPERLINK(""x"")",Otros,10.50,,Luis Moto,,`,
    );
  });

  it('refuses bad fields in Spanish, and another partner’s base as unknown', async () => {
    const bad = await call(adminA, 'POST', '/expenses', {
      date: '05/10/2026',
      concept: '',
      category: 'comida',
      amount: -5,
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['body.date', 'body.concept', 'body.category', 'body.amount']));
    const foreign = await call(adminA, 'POST', '/expenses', expense({ base: baseB }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details).toEqual([{ field: 'body.base', message: 'Base desconocida' }]);
  });

  it('keeps each partner’s expenses its own (404) and refuses members (permission table)', async () => {
    const id = (await call(adminA, 'GET', '/expenses')).json().items[0].id;
    expect((await call(adminB, 'GET', '/expenses')).json().total).toBe(0);
    expect((await call(adminB, 'PUT', `/expenses?ID=${id}`, { amount: 1 })).statusCode).toBe(404);
    expect((await call(adminB, 'DELETE', `/expenses?ID=${id}`)).statusCode).toBe(404);
    expect((await call(adminB, 'GET', '/expenses/totals')).json().total).toBe(0);
    expect((await call(adminB, 'GET', '/expenses/export.csv')).body.trim().split('\n')).toHaveLength(1);
    for (const [method, url] of [
      ['GET', '/expenses'],
      ['GET', '/expenses/totals'],
      ['GET', '/expenses/export.csv'],
      ['POST', '/expenses'],
      ['PUT', `/expenses?ID=${id}`],
      ['DELETE', `/expenses?ID=${id}`],
    ] as const) {
      expect(
        (await call(memberA, method, url, method === 'POST' || method === 'PUT' ? expense() : undefined)).statusCode,
      ).toBe(403);
    }
  });

  it('exports more rows than one page once each, oldest first, rows of one date and instant split across pages', async () => {
    // One statement: every row has the same created_at, 401 per date, so pages end inside a run of equal keys.
    await t.db.execute(sql`
      insert into expenses (partner_id, date, concept, category, amount)
      select ${tenants.a.partner.id}::uuid, date '2025-03-01' + (n % 3), 'Lote ' || n, 'otros', n
      from generate_series(1, 1203) as n`);
    const response = await call(adminA, 'GET', '/expenses/export.csv?month=2025-03');
    expect(response.statusCode).toBe(200);
    const rows = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','));
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((row) => row[1])).size).toBe(1203);
    expect(rows.map((row) => row[0])).toEqual(
      ['2025-03-01', '2025-03-02', '2025-03-03'].flatMap((date) => Array<string>(401).fill(date)),
    );
  });
});
