import { LIST_CAPS } from '@backoffice/shared/list-caps';
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { Sql } from 'postgres';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { accounts, coupons, products, promos, riders, zones } from '../src/db/schema/index.ts';
import { boxPolygon } from '../src/db/seed/factories.ts';
import type { SignedIn } from '../src/modules/auth/auth.types.ts';
import { couponsOfCity, couponsOfCompany } from '../src/modules/coupons/coupons.service.ts';
import { companyCatalogue } from '../src/modules/products/products.service.ts';
import { promosOfCompany } from '../src/modules/promos/promos.service.ts';
import { availableRidersFor } from '../src/modules/riders/riders.service.ts';
import { zonesFor } from '../src/modules/zones/zones.service.ts';
import { startWithTenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

/**
 * The caps of products, promos, zones and riders (decision 053) refuse before a row of the list is read: the
 * service's statements on the same database are recorded, and past the cap the only one touching the list's table
 * is the count of at most cap + 1. At 10× the demo's size every row is still answered.
 */
type Started = Awaited<ReturnType<typeof startWithTenants<'admin' | 'otherAdmin'>>>;
let t: TestApp;
let headers: Started['headers'];
let tenants: Started['tenants'];
let watched: Db;
const statements: string[] = [];

/** The driver under drizzle (PGlite or postgres.js), to open a second, recording drizzle on the same database. */
const clientOf = <C>(db: Db) => (db as unknown as { $client: C }).$client;
const range = (count: number) => Array.from({ length: count }, (_, i) => i);
const signedInAs = async (email: string): Promise<SignedIn> => {
  const [account] = await t.db.select().from(accounts).where(eq(accounts.email, email));
  return { account: account!, tokenHash: '', sessionId: '', expiresAt: new Date(Date.now() + 60_000) };
};
const zoneRows = (partnerId: string, count: number) =>
  range(count).map((i) => {
    const west = -103.5 + (i % 30) * 0.01;
    const south = 20.5 + Math.floor(i / 30) * 0.01;
    return { partnerId, name: `Zona ${i}`, geometry: boxPolygon([west, south, west + 0.015, south + 0.015]), area: 1 };
  });

/** The statements that read `table`: each must be the capped count, never the rows. */
const readsOf = (table: string) => statements.filter((text) => text.includes(`from "${table}"`));
const expectOnlyCappedCount = (table: string, cap: number) => {
  const reads = readsOf(table);
  expect(reads.length).toBeGreaterThan(0);
  for (const text of reads) {
    expect(text).toContain('count(*)');
    expect(text).toContain('limit');
  }
  expect(statements.join('\n')).toContain(String(cap + 1));
};
const expectTooLong = async (work: Promise<unknown>, cap: number) => {
  await expect(work).rejects.toMatchObject({ statusCode: 400, code: 'list_too_long', details: { cap } });
};

beforeAll(async () => {
  ({ t, headers, tenants } = await startWithTenants(['admin', 'otherAdmin'] as const));
  const logger = {
    logQuery: (query: string, params: unknown[]) => void statements.push(`${query} -- ${JSON.stringify(params)}`),
  };
  watched = (
    t.kind === 'pglite'
      ? drizzlePglite(clientOf<PGlite>(t.db), { schema, logger })
      : drizzlePostgres(clientOf<Sql>(t.db), { schema, logger })
  ) as Db;
});
afterAll(() => t.close());
beforeEach(() => {
  statements.length = 0;
});

describe('zones', () => {
  it('answers 30 (10× the demo) and refuses 2× the cap from the count, before the overlaps', async () => {
    await t.db.insert(zones).values(zoneRows(tenants.a.partner.id, 30));
    const admin = await signedInAs(tenants.a.emails.admin);
    expect(await zonesFor(watched, admin)).toHaveLength(30);

    await t.db.insert(zones).values(zoneRows(tenants.b.partner.id, LIST_CAPS.zones * 2));
    statements.length = 0;
    await expectTooLong(zonesFor(watched, await signedInAs(tenants.b.emails.admin)), LIST_CAPS.zones);
    expectOnlyCappedCount('zones', LIST_CAPS.zones);
    expect(readsOf('zone_companies')).toEqual([]);
    // Through the API: the refusal, and the other partner's 30 untouched. Comparing 600 overlapping zones pair by
    // pair took longer than this test's time limit.
    const refused = await t.app.inject({ method: 'GET', url: '/api/zones', headers: headers.otherAdmin });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.code).toBe('list_too_long');
    const ours = await t.app.inject({ method: 'GET', url: '/api/zones', headers: headers.admin });
    expect(ours.json()).toHaveLength(30);
  });
});

describe('riders', () => {
  it('answers 40 (10× the demo) and refuses past the cap from the count', async () => {
    const riderRows = (partnerId: string, count: number) =>
      range(count).map((i) => ({ partnerId, name: `Repartidor ${i}`, phone: '+523300000000', onShift: true }));
    await t.db.insert(riders).values(riderRows(tenants.a.partner.id, 40));
    expect(await availableRidersFor(watched, await signedInAs(tenants.a.emails.admin))).toHaveLength(40);

    await t.db.insert(riders).values(riderRows(tenants.b.partner.id, LIST_CAPS.riders + 1));
    statements.length = 0;
    await expectTooLong(availableRidersFor(watched, await signedInAs(tenants.b.emails.admin)), LIST_CAPS.riders);
    expectOnlyCappedCount('riders', LIST_CAPS.riders);
    // A search that narrows the list under the cap answers.
    const narrowed = await availableRidersFor(watched, await signedInAs(tenants.b.emails.admin), 'Repartidor 12');
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(LIST_CAPS.riders);
  });
});

describe('catalogue and promos', () => {
  it('answer 300 products and 60 promos (10× the demo) and refuse past the cap from the count', async () => {
    const ours = tenants.a.companies[0].id;
    const theirs = tenants.b.companies[0].id;
    const productRows = (companyId: string, count: number) =>
      range(count).map((i) => ({ companyId, name: `Producto ${i}`, price: 1000 + i }));
    const promoRows = (companyId: string, count: number) =>
      range(count).map((i) => ({ companyId, name: `Promo ${i}`, price: 5000 }));
    await t.db.insert(products).values(productRows(ours, 300));
    await t.db.insert(promos).values(promoRows(ours, 60));
    const admin = await signedInAs(tenants.a.emails.admin);
    expect(await companyCatalogue(watched, admin, ours)).toHaveLength(300);
    expect(await promosOfCompany(watched, admin, ours)).toHaveLength(60);
    // Another tenant's company is still a 404 before anything is counted.
    await expect(companyCatalogue(watched, admin, theirs)).rejects.toMatchObject({ statusCode: 404 });

    await t.db.insert(products).values(productRows(theirs, LIST_CAPS.catalogue + 1));
    await t.db.insert(promos).values(promoRows(theirs, LIST_CAPS.promos + 1));
    const other = await signedInAs(tenants.b.emails.admin);
    statements.length = 0;
    await expectTooLong(companyCatalogue(watched, other, theirs), LIST_CAPS.catalogue);
    expectOnlyCappedCount('products', LIST_CAPS.catalogue);
    statements.length = 0;
    await expectTooLong(promosOfCompany(watched, other, theirs), LIST_CAPS.promos);
    expectOnlyCappedCount('promos', LIST_CAPS.promos);
  });
});

describe('coupons (/coupons, /coupons/city)', () => {
  it('answer 30 codes (10× the demo) and refuse past the cap from the count', async () => {
    const ours = tenants.a.companies[0];
    const theirs = tenants.b.companies[0];
    const couponRows = (company: { id: string; partnerId: string }, count: number, cityWide = false) =>
      range(count).map((i) => ({
        partnerId: company.partnerId,
        companyId: cityWide ? null : company.id,
        city: cityWide ? 'Guadalajara' : null,
        state: cityWide ? 'Jalisco' : null,
        code: `CUPON${i}`,
        kind: 'percent' as const,
        value: 10,
      }));
    await t.db.insert(coupons).values(couponRows(ours, 30));
    const admin = await signedInAs(tenants.a.emails.admin);
    expect(await couponsOfCompany(watched, admin, ours.id)).toHaveLength(30);
    await expect(couponsOfCompany(watched, admin, theirs.id)).rejects.toMatchObject({ statusCode: 404 });

    await t.db.insert(coupons).values(couponRows(theirs, LIST_CAPS.coupons + 1));
    await t.db.insert(coupons).values(couponRows(theirs, LIST_CAPS.coupons + 1, true));
    const other = await signedInAs(tenants.b.emails.admin);
    statements.length = 0;
    await expectTooLong(couponsOfCompany(watched, other, theirs.id), LIST_CAPS.coupons);
    expectOnlyCappedCount('coupons', LIST_CAPS.coupons);
    statements.length = 0;
    await expectTooLong(couponsOfCity(watched, other, { city: 'Guadalajara', state: 'Jalisco' }), LIST_CAPS.coupons);
    expectOnlyCappedCount('coupons', LIST_CAPS.coupons);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/coupons?company=${theirs.id}`,
      headers: headers.otherAdmin,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'list_too_long', details: { cap: LIST_CAPS.coupons } });
  });
});
