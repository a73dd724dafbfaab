import { localDate } from '@backoffice/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { executedRows } from '../src/db/json-rows.ts';
import { companies, coupons, products, promos, zoneCompanies, zones } from '../src/db/schema/index.ts';
import { boxPolygon, createProduct, createZone } from '../src/db/seed/factories.ts';
import { revokeChannelKey } from '../src/modules/channel-keys/channel-keys.queries.ts';
import { createChannelKey } from '../src/modules/channel-keys/channel-keys.service.ts';
import { requester, startWithTenants } from './fixtures.ts';
import { sameDatabase, type TestApp } from './helper.ts';
import { createMenu, fullIntake, type Menu, newKey, postOrder } from './order-fixtures.ts';
import { untilOneWaitsOnALock } from './statements-in.ts';

/**
 * The intake's catalogue cache (decision 028, intake-catalogue.ts): each process prices from its cached catalogue,
 * and the order's insert checks companies.catalogue_version, which triggers move on every write pricing reads
 * (migration 0037). Two app instances over one database (on PostgreSQL each with its own pool, as two processes; on
 * PGlite the one in-memory database): an edit in one, the order in the other.
 */
let a: Awaited<ReturnType<typeof startWithTenants<'company'>>>;
let other: { app: TestApp['app']; close: () => Promise<void> };
let b: TestApp;
let menu: Menu;
let companyId: string;
let bearer: { authorization: string };
let keyId: string;

const asA = requester(() => a.t.app);

const secondInstance = async (t: TestApp) => {
  const database = await sameDatabase(t);
  const app = await buildApp({ config: t.config, database, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

const version = async () => {
  const [row] = await a.t.db
    .select({ version: companies.catalogueVersion })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row.version;
};

/** An order in the second instance; the first one of each test also fills its cache if an earlier test did not. */
const orderInB = (body: unknown = fullIntake(companyId, menu), key = newKey()) => postOrder(b, bearer, body, key);
const located = (lat: number, lng: number) => {
  const body = fullIntake(companyId, menu);
  return { ...body, customer: { ...body.customer, location: { lat, lng } } };
};

beforeAll(async () => {
  a = await startWithTenants(['company']);
  companyId = a.tenants.a.companies[0].id;
  menu = await createMenu(a.t.db, companyId);
  const key = await createChannelKey(a.t.db, a.tenants.a.partner.id, 'App');
  bearer = { authorization: `Bearer ${key.key}` };
  keyId = key.row.id;
  other = await secondInstance(a.t);
  b = { ...a.t, app: other.app };
});
afterAll(async () => {
  await other?.close();
  await a?.t.close();
});

describe('companies.catalogue_version', () => {
  it('is moved by every column of the company but last_order_number', async () => {
    const listed = executedRows<{ column_name: string }>(
      await a.t.db.execute(sql`select event_object_column as column_name from information_schema.triggered_update_columns
        where trigger_name = 'companies_catalogue_version'`),
    ).map((row) => row.column_name);
    const columns = executedRows<{ column_name: string }>(
      await a.t.db.execute(sql`select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = 'companies'`),
    ).map((row) => row.column_name);
    expect(columns).toContain('last_order_number');
    expect([...listed].sort()).toEqual(columns.filter((name) => name !== 'last_order_number').sort());
  });

  it('moves once per statement of products, promos and zones, and not with an order', async () => {
    const start = await version();
    expect((await orderInB()).statusCode).toBe(201);
    expect(await version()).toBe(start);
    await a.t.db
      .insert(products)
      .values(['Uno', 'Dos', 'Tres'].map((name) => ({ companyId, name, price: 100, kind: 'product' as const })));
    expect(await version()).toBe(start + 1);
    await a.t.db.update(products).set({ price: 200 }).where(eq(products.companyId, companyId));
    expect(await version()).toBe(start + 2);
    await a.t.db.delete(products).where(eq(products.name, 'Tres'));
    expect(await version()).toBe(start + 3);
    await a.t.db.update(promos).set({ name: 'Combo' }).where(eq(promos.id, menu.combo.id));
    expect(await version()).toBe(start + 4);
    await a.t.db.update(products).set({ price: 10000 }).where(eq(products.id, menu.taco.id));
    await a.t.db.update(products).set({ price: 4500 }).where(eq(products.id, menu.drink.id));
    await a.t.db.update(products).set({ price: 2000 }).where(eq(products.id, menu.cheese.id));
    await a.t.db.update(products).set({ price: 800 }).where(eq(products.id, menu.onions.id));
    await a.t.db.update(promos).set({ name: 'Combo taquero' }).where(eq(promos.id, menu.combo.id));
    expect(await version()).toBe(start + 9);
  });
});

describe('an edit in one instance, the order in the other', () => {
  it('prices with a price changed through the other instance', async () => {
    expect((await orderInB()).json()).toMatchObject({ total: 44700 });
    const edited = await asA(a.sessions.company, 'PUT', `/api/products?ID=${menu.taco.id}`, { price: 12000 });
    expect(edited.statusCode).toBe(200);
    // 2 × (120 + 15 + 2 × 8) + 150 + 35.
    expect((await orderInB()).json()).toMatchObject({ total: 48700 });
    await asA(a.sessions.company, 'PUT', `/api/products?ID=${menu.taco.id}`, { price: 10000 });
    expect((await orderInB()).json()).toMatchObject({ total: 44700 });
  });

  it('refuses a product made unavailable, and takes it again once it is back', async () => {
    expect((await orderInB()).statusCode).toBe(201);
    await a.t.db.update(products).set({ available: false }).where(eq(products.id, menu.drink.id));
    const refused = await orderInB();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('product_unavailable');
    await a.t.db.update(products).set({ available: true }).where(eq(products.id, menu.drink.id));
    expect((await orderInB()).statusCode).toBe(201);
    // A product added after the cache was filled is sold at once.
    const added = await createProduct(a.t.db, { companyId, name: 'Tepache', price: 3000 });
    const withAdded = { ...fullIntake(companyId, menu), products: [{ product: added.id, quantity: 1 }], promos: [] };
    expect((await orderInB(withAdded)).json()).toMatchObject({ total: 6500 });
  });

  it('prices with a promo edited, and refuses it once paused', async () => {
    expect((await orderInB()).statusCode).toBe(201);
    await a.t.db.update(promos).set({ price: 16000 }).where(eq(promos.id, menu.combo.id));
    expect((await orderInB()).json()).toMatchObject({ total: 45700 });
    await a.t.db.update(promos).set({ active: false }).where(eq(promos.id, menu.combo.id));
    expect((await orderInB()).json().error.code).toBe('product_unavailable');
    await a.t.db.update(promos).set({ active: true, price: 15000 }).where(eq(promos.id, menu.combo.id));
    expect((await orderInB()).json()).toMatchObject({ total: 44700 });
  });

  it('prices with a zone drawn, edited and unlinked', async () => {
    expect((await orderInB(located(20.65, -103.35))).json()).toMatchObject({ deliveryFee: 3500 });
    const zone = await createZone(
      a.t.db,
      { partnerId: a.tenants.a.partner.id, name: 'Centro', geometry: boxPolygon([-103.4, 20.6, -103.3, 20.7]) },
      [companyId],
    );
    await a.t.db.update(zones).set({ deliveryFee: 1700 }).where(eq(zones.id, zone.id));
    expect((await orderInB(located(20.65, -103.35))).json()).toMatchObject({ deliveryFee: 1700 });
    await a.t.db.update(zones).set({ deliveryFee: 2200 }).where(eq(zones.id, zone.id));
    expect((await orderInB(located(20.65, -103.35))).json()).toMatchObject({ deliveryFee: 2200 });
    expect((await orderInB(located(21.5, -102))).json().error.code).toBe('outside_delivery_zone');
    await a.t.db.delete(zoneCompanies).where(eq(zoneCompanies.zoneId, zone.id));
    expect((await orderInB(located(21.5, -102))).json()).toMatchObject({ deliveryFee: 3500 });
    // A zone deleted: its links go by cascade, and their trigger moves the version.
    const north = await createZone(
      a.t.db,
      {
        partnerId: a.tenants.a.partner.id,
        name: 'Norte',
        geometry: boxPolygon([-103.4, 20.6, -103.3, 20.7]),
        deliveryFee: 1200,
      },
      [companyId],
    );
    expect((await orderInB(located(20.65, -103.35))).json()).toMatchObject({ deliveryFee: 1200 });
    await a.t.db.delete(zones).where(eq(zones.id, north.id));
    expect((await orderInB(located(20.65, -103.35))).json()).toMatchObject({ deliveryFee: 3500 });
  });

  it('follows the company: its fee, its switch and its schedule', async () => {
    expect((await orderInB()).statusCode).toBe(201);
    await a.t.db.update(companies).set({ deliveryFee: 4000 }).where(eq(companies.id, companyId));
    expect((await orderInB()).json()).toMatchObject({ deliveryFee: 4000, total: 45200 });
    await a.t.db.update(companies).set({ open: false }).where(eq(companies.id, companyId));
    expect((await orderInB()).json().error.code).toBe('company_closed');
    await a.t.db.update(companies).set({ open: true }).where(eq(companies.id, companyId));
    expect((await orderInB()).statusCode).toBe(201);
    const [company] = await a.t.db.select().from(companies).where(eq(companies.id, companyId));
    const today = localDate(new Date(), company.timezone);
    await a.t.db
      .update(companies)
      .set({ specialDates: [{ date: today, closed: true, ranges: [] }] })
      .where(eq(companies.id, companyId));
    const closedToday = await orderInB();
    expect(closedToday.statusCode).toBe(409);
    await a.t.db.update(companies).set({ specialDates: [], deliveryFee: 3500 }).where(eq(companies.id, companyId));
    expect((await orderInB()).json()).toMatchObject({ total: 44700 });
  });

  it('a replay after the shop closed still returns its order, and a new order is refused', async () => {
    const key = newKey();
    const first = await orderInB(fullIntake(companyId, menu), key);
    expect(first.statusCode).toBe(201);
    await a.t.db.update(companies).set({ open: false }).where(eq(companies.id, companyId));
    const replay = await orderInB(fullIntake(companyId, menu), key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(first.json().id);
    expect((await orderInB()).json().error.code).toBe('company_closed');
    await a.t.db.update(companies).set({ open: true }).where(eq(companies.id, companyId));
    // Open again, the replay is still the same order and takes no number.
    const again = await orderInB(fullIntake(companyId, menu), key);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const next = await orderInB();
    expect(next.json().number).toBe(first.json().number + 1);
  });

  it('prices with a coupon edited, and refuses it once paused', async () => {
    await a.t.db.insert(coupons).values({
      partnerId: a.tenants.a.partner.id,
      companyId,
      code: 'CACHE10',
      kind: 'percent',
      value: 10,
    });
    const withCoupon = () => orderInB({ ...fullIntake(companyId, menu), coupon: 'CACHE10' });
    expect((await withCoupon()).json()).toMatchObject({ discount: 4120 });
    expect((await withCoupon()).json()).toMatchObject({ discount: 4120 });
    await a.t.db.update(coupons).set({ value: 20 }).where(eq(coupons.code, 'CACHE10'));
    expect((await withCoupon()).json()).toMatchObject({ discount: 8240 });
    await a.t.db.update(coupons).set({ active: false }).where(eq(coupons.code, 'CACHE10'));
    expect((await withCoupon()).json().error.code).toBe('coupon_inactive');
    await a.t.db.update(coupons).set({ active: true, maxUses: 1_000 }).where(eq(coupons.code, 'CACHE10'));
    expect((await withCoupon()).json()).toMatchObject({ discount: 8240 });
    const [counted] = await a.t.db.select().from(coupons).where(eq(coupons.code, 'CACHE10'));
    expect(counted.uses).toBe(1);
    expect((await withCoupon()).json()).toMatchObject({ discount: 8240 });
  });

  it('refuses at once a key revoked in the other instance', async () => {
    expect((await orderInB()).statusCode).toBe(201);
    await revokeChannelKey(a.t.db, a.tenants.a.partner.id, keyId);
    const refused = await orderInB();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('invalid_api_key');
    expect((await orderInB()).statusCode).toBe(401);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('an edit in flight while the other instance inserts', () => {
  it('waits for it and prices with what it committed', async () => {
    const key = await createChannelKey(a.t.db, a.tenants.a.partner.id, 'App 2');
    bearer = { authorization: `Bearer ${key.key}` };
    expect((await orderInB()).json()).toMatchObject({ total: 44700 });
    let order: Promise<Awaited<ReturnType<typeof orderInB>>> | undefined;
    await a.t.db.transaction(async (tx) => {
      await tx.update(products).set({ price: 12000 }).where(eq(products.id, menu.taco.id));
      order = orderInB();
      // Until the insert waits on the company's row, which the edit's trigger holds.
      await untilOneWaitsOnALock(a.t.db);
    });
    expect((await order!).json()).toMatchObject({ total: 48700 });
  });
});
