import { zonedParts } from '@backoffice/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executedRows } from '../src/db/json-rows.ts';
import { companies, orders } from '../src/db/schema/index.ts';
import { createCompany, createPastOrder, createProduct } from '../src/db/seed/factories.ts';
import { requester, type Session, startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let tenants: Tenants;
let admin: Session;
let otherAdmin: Session;

const call = requester(() => t.app);
const get = (url: string, session = admin) => call(session, 'GET', url);
const statuses = ['pending', 'accepted', 'delivered', 'cancelled'] as const;

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { admin, otherAdmin },
  } = await startWithTenants(['admin', 'otherAdmin']));
});
afterAll(() => t.close());

describe('deep pages of the order list', () => {
  let shopId: string;
  const ORDERS = 23;

  beforeAll(async () => {
    const shop = await createCompany(t.db, { partnerId: tenants.a.partner.id, name: 'Páginas' });
    shopId = shop.id;
    const taco = await createProduct(t.db, { companyId: shopId, name: 'Taco', price: 1000 });
    const start = Date.now() - 10 * 86_400_000;
    for (let index = 0; index < ORDERS; index++) {
      // Every third order shares its moment with the one before it: the number must break the tie.
      const moment = start + (index - (index % 3 === 2 ? 1 : 0)) * 60_000;
      await createPastOrder(t.db, {
        companyId: shopId,
        partnerId: tenants.a.partner.id,
        lines: [{ product: taco, quantity: 1 }],
        status: statuses[index % statuses.length],
        createdAt: new Date(moment),
      });
    }
  });

  const page = async (limit: number, offset: number, status?: string) =>
    (
      await get(
        `/api/orders/company/pag?company=${shopId}&limit=${limit}&offset=${offset}${status ? `&status=${status}` : ''}`,
      )
    ).json();

  it.each([undefined, 'pending', 'delivered'])('every page agrees with the whole list (status %s)', async (status) => {
    const whole = await page(100, 0, status);
    const expected = status ? Math.ceil((ORDERS - statuses.indexOf(status as never)) / statuses.length) : ORDERS;
    expect(whole.total).toBe(expected);
    expect(whole.items).toHaveLength(expected);
    const numbers = whole.items.map((order: { number: number }) => order.number);
    for (const limit of [1, 4, 7]) {
      const walked: number[] = [];
      for (let offset = 0; offset < expected + limit; offset += limit) {
        const answer = await page(limit, offset, status);
        expect(answer).toMatchObject({ total: expected, limit, offset });
        expect(answer.items.length).toBe(Math.max(0, Math.min(limit, expected - offset)));
        walked.push(...answer.items.map((order: { number: number }) => order.number));
      }
      expect(walked).toEqual(numbers);
    }
  });

  it('is newest first with the number breaking ties, and past the end is empty with the total', async () => {
    const whole = (await page(100, 0)).items as { number: number; createdAt: string }[];
    expect(whole.map((order) => order.number)).toEqual(Array.from({ length: ORDERS }, (_, index) => ORDERS - index));
    expect((await page(20, ORDERS - 1)).items.map((order: { number: number }) => order.number)).toEqual([1]);
    expect(await page(20, ORDERS)).toMatchObject({ items: [], total: ORDERS });
    expect(await page(20, Number.MAX_SAFE_INTEGER)).toMatchObject({ items: [], total: ORDERS });
  });

  it('another tenant reaches no page of it, however deep', async () => {
    const response = await get(`/api/orders/company/pag?company=${shopId}&limit=5&offset=20`, otherAdmin);
    expect(response.statusCode).toBe(404);
  });
});

describe('best sellers of the month on the home stats', () => {
  const TZ = 'America/Mexico_City';
  let shopId: string;
  let products: Awaited<ReturnType<typeof createProduct>>[];

  /** What the home must show, computed from the orders themselves (the old query). */
  const fromOrders = async () => {
    const [company] = await t.db.select().from(companies).where(eq(companies.id, shopId));
    const { date } = zonedParts(new Date(), company.timezone);
    const rows = await t.db.execute(sql`
      select line->>'product' as product, max(line->>'name') as name, sum((line->>'quantity')::int)::int as quantity,
        sum((line->>'quantity')::int * (line->>'unitPrice')::int)::int as sales
      from orders, jsonb_array_elements(products) as line
      where company_id = ${shopId} and status in ('accepted', 'ready', 'on_the_way', 'delivered')
        and (created_at at time zone ${company.timezone})::date >= ${`${date.slice(0, 8)}01`}::date
      group by 1 order by 3 desc, 4 desc`);
    return executedRows(rows);
  };
  const top = async () => (await get(`/api/companies/stats?company=${shopId}`)).json().topProducts;

  beforeAll(async () => {
    const shop = await createCompany(t.db, { partnerId: tenants.a.partner.id, name: 'Más vendidos', timezone: TZ });
    shopId = shop.id;
    products = [
      await createProduct(t.db, { companyId: shopId, name: 'Taco', price: 1000 }),
      await createProduct(t.db, { companyId: shopId, name: 'Torta', price: 4500 }),
      await createProduct(t.db, { companyId: shopId, name: 'Agua', price: 2000 }),
    ];
    // Another tenant's sales of a product of the same name never count here.
    const elsewhere = await createCompany(t.db, { partnerId: tenants.b.partner.id, name: 'Otro' });
    const otherTaco = await createProduct(t.db, { companyId: elsewhere.id, name: 'Taco', price: 1000 });
    await createPastOrder(t.db, {
      companyId: elsewhere.id,
      partnerId: tenants.b.partner.id,
      lines: [{ product: otherTaco, quantity: 50 }],
      status: 'delivered',
      createdAt: new Date(),
    });
  });

  it('counts the lines of sales only, summed per product, and follows status changes', async () => {
    const [taco, torta, agua] = products;
    const order = (lines: { product: typeof taco; quantity: number }[], status: string, createdAt = new Date()) =>
      createPastOrder(t.db, { companyId: shopId, partnerId: tenants.a.partner.id, lines, status, createdAt });
    // The same product twice in one order, a pending order that does not count yet, one last month.
    const first = await order(
      [
        { product: taco, quantity: 2 },
        { product: torta, quantity: 1 },
        { product: taco, quantity: 3 },
      ],
      'accepted',
    );
    const waiting = await order([{ product: agua, quantity: 9 }], 'pending');
    await order([{ product: agua, quantity: 40 }], 'delivered', new Date(Date.now() - 40 * 86_400_000));
    expect(await top()).toEqual([
      { product: taco.id, name: 'Taco', quantity: 5, sales: 5000 },
      { product: torta.id, name: 'Torta', quantity: 1, sales: 4500 },
    ]);

    await t.db.update(orders).set({ status: 'accepted' }).where(eq(orders.id, waiting.id));
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, first.id)); // a sale still
    expect((await top())[0]).toEqual({ product: agua.id, name: 'Agua', quantity: 9, sales: 18_000 });
    expect(await top()).toEqual(await fromOrders());

    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, waiting.id));
    expect((await top()).map((row: { name: string }) => row.name)).toEqual(['Taco', 'Torta']);
    expect(await top()).toEqual(await fromOrders());
  });

  it('sums again in the new calendar when the company changes its time zone', async () => {
    await t.db.update(companies).set({ timezone: 'Asia/Tokyo' }).where(eq(companies.id, shopId));
    expect(await top()).toEqual(await fromOrders());
    await t.db.update(companies).set({ timezone: TZ }).where(eq(companies.id, shopId));
    expect(await top()).toEqual(await fromOrders());
    expect((await top()).length).toBeGreaterThan(0);
  });
});
