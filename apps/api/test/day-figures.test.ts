import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, orders } from '../src/db/schema/index.ts';
import { createCompany, createPastOrder, createProduct } from '../src/db/seed/factories.ts';
import { createTenants, createTestApp, type TestApp } from './helper.ts';

/**
 * company_day_figures is kept by database triggers (migrations 0013, 0016); whatever happens to the orders, it
 * must hold exactly what summing the orders themselves gives.
 */
let t: TestApp;
let shopId: string;
let partnerId: string;
let taco: Awaited<ReturnType<typeof createProduct>>;

const rowsOf = async (query: ReturnType<typeof sql>) => {
  const result = await t.db.execute(query);
  return [...('rows' in result ? result.rows : result)];
};

const fromOrders = () =>
  rowsOf(sql`
      select o.payment, to_char(o.created_at at time zone c.timezone, 'YYYY-MM-DD') as day,
        count(*)::int as orders,
        (count(*) filter (where o.status = 'delivered'))::int as delivered,
        (count(*) filter (where o.status = 'cancelled'))::int as cancelled,
        (count(*) filter (where o.status = 'rejected'))::int as rejected,
        (count(*) filter (where o.status in ('accepted', 'ready', 'on_the_way', 'delivered')))::int as sold,
        coalesce(sum(o.total) filter (where o.status in ('accepted', 'ready', 'on_the_way', 'delivered')), 0)::int as sales,
        coalesce(sum(o.delivery_fee) filter (where o.status in ('accepted', 'ready', 'on_the_way', 'delivered')), 0)::int as fees
      from orders o join companies c on c.id = o.company_id
      where o.company_id = ${shopId}
      group by 1, 2 order by 1, 2`);

const fromFigures = () =>
  rowsOf(sql`
      select payment, to_char(day, 'YYYY-MM-DD') as day, orders, delivered, cancelled, rejected, sold,
        sales::int as sales, delivery_fees::int as fees
      from company_day_figures
      where company_id = ${shopId} and (orders, sold, sales, delivery_fees) <> (0, 0, 0, 0)
      order by 1, 2`);

beforeAll(async () => {
  t = await createTestApp();
  const tenants = await createTenants(t.db);
  partnerId = tenants.a.partner.id;
  const shop = await createCompany(t.db, { partnerId, name: 'Cifras por día', timezone: 'America/Mexico_City' });
  shopId = shop.id;
  taco = await createProduct(t.db, { companyId: shopId, name: 'Taco', price: 1000 });
});
afterAll(() => t.close());

describe('per-day figures kept by the database', () => {
  it('follow inserts, status and payment changes, deletes and a change of time zone', async () => {
    // Around local midnight in Mexico City (06:00 UTC), so the time zone decides the day.
    const instants = ['2026-03-01T05:30:00Z', '2026-03-01T06:30:00Z', '2026-03-02T18:00:00Z'];
    const statuses = ['pending', 'accepted', 'delivered', 'rejected', 'cancelled'];
    for (const [index, at] of instants.entries()) {
      for (const status of statuses) {
        await createPastOrder(t.db, {
          companyId: shopId,
          partnerId,
          lines: [{ product: taco, quantity: 1 + index }],
          status,
          createdAt: new Date(at),
          deliveryFee: 300,
        });
      }
    }
    expect(await fromFigures()).toEqual(await fromOrders());
    expect((await fromOrders()).length).toBe(3);

    // Several rows in one statement, and an update that touches none of the summed columns.
    await t.db
      .update(orders)
      .set({ status: 'delivered' })
      .where(inArray(orders.status, ['pending', 'accepted']));
    await t.db.update(orders).set({ minutes: 25 }).where(eq(orders.companyId, shopId));
    await t.db.update(orders).set({ payment: 'card', total: 5000 }).where(eq(orders.status, 'cancelled'));
    expect(await fromFigures()).toEqual(await fromOrders());

    await t.db.delete(orders).where(eq(orders.status, 'rejected'));
    expect(await fromFigures()).toEqual(await fromOrders());

    await t.db.update(companies).set({ timezone: 'Asia/Kolkata' }).where(eq(companies.id, shopId));
    expect(await fromFigures()).toEqual(await fromOrders());
  });
});
