import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, errands, orders } from '../src/db/schema/index.ts';
import { startWithTenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

/** Keyset paging of the web's order and errand lists (decision 053): cursor in, nextCursor out. */
let t: TestApp;
let headers: Awaited<ReturnType<typeof startWithTenants<'admin' | 'otherAdmin'>>>['headers'];
let tenants: Awaited<ReturnType<typeof startWithTenants>>['tenants'];
let companyId: string;
let partnerId: string;
const ROWS = 3000;

type Listed = { items: { id: string }[]; total: number; nextCursor: string | null; offset: number; limit: number };

/**
 * ROWS rows straight in the database: every third one shares its moment with the one before it (the number or id
 * breaks the tie) and every third one sits one microsecond off a millisecond, finer than a JavaScript date.
 * Numbers run against time, so that no order by number alone would pass.
 */
const momentOf = (from: number) =>
  sql.raw(
    `timestamptz '2026-01-01T00:00:00Z' + ((i / 3) * 1000 + case when i % 3 = 1 then 1 else 0 end) * interval '1 microsecond' + ${from} * interval '1 second'`,
  );

const insertOrders = async (count: number, firstNumber: number, from = 0) => {
  await t.db.execute(sql`
    insert into orders (company_id, partner_id, number, status, customer, payment, type, subtotal, total, channel, created_at, updated_at)
    select ${companyId}::uuid, ${partnerId}::uuid, ${firstNumber + count}::int - i, 'delivered', '{"name":"Cliente","phone":"3312345678","address":"Centro"}'::jsonb,
      'cash', 'pickup', 1000, 1000, 'phone', ${momentOf(from)}, ${momentOf(from)}
    from generate_series(0, ${count - 1}::int) as i`);
  await t.db
    .update(companies)
    .set({ lastOrderNumber: sql`${companies.lastOrderNumber} + ${count}` })
    .where(eq(companies.id, companyId));
};

const insertErrands = async (count: number, firstNumber: number, from = 0) => {
  await t.db.execute(sql`
    insert into errands (company_id, partner_id, number, status, pickup, dropoff, channel, created_at, updated_at)
    select ${companyId}::uuid, ${partnerId}::uuid, ${firstNumber}::int + i, 'pending', '{"address":"Centro"}'::jsonb, '{"address":"Playas"}'::jsonb,
      'partner', ${momentOf(from)}, ${momentOf(from)}
    from generate_series(0, ${count - 1}::int) as i`);
};

const get = async (url: string, as = headers.admin) => t.app.inject({ method: 'GET', url, headers: as });

/** Walks a list by cursor from its first (offset) page, inserting `during` after every page. */
const walk = async (path: (cursor?: string) => string, during: () => Promise<void>) => {
  const seen: string[] = [];
  let cursor: string | null | undefined;
  let pages = 0;
  do {
    const response = await get(path(cursor ?? undefined));
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<Listed>();
    seen.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    pages++;
    await during();
  } while (cursor);
  return { seen, pages };
};

beforeAll(async () => {
  const started = await startWithTenants(['admin', 'otherAdmin'] as const);
  t = started.t;
  headers = started.headers;
  tenants = started.tenants;
  companyId = tenants.a.companies[0].id;
  partnerId = tenants.a.partner.id;
  await insertOrders(ROWS, 0);
  await insertErrands(ROWS, 1);
});
afterAll(() => t.close());

describe('orders by cursor (GET /orders/company/pag)', () => {
  it(`returns every one of ${ROWS} orders once, newest first, while new orders arrive`, async () => {
    const expected = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.companyId, companyId))
      .orderBy(desc(orders.createdAt), desc(orders.number));
    let next = ROWS;
    const { seen, pages } = await walk(
      (cursor) => `/api/orders/company/pag?company=${companyId}&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      // Newer orders keep arriving: an offset walk would show the page's last rows again.
      async () => {
        await insertOrders(2, next, 3600);
        next += 2;
      },
    );
    expect(pages).toBe(ROWS / 100);
    expect(seen).toEqual(expected.map((row) => row.id));
    expect(new Set(seen).size).toBe(ROWS);
  });

  it('keeps the seed limit/offset page as it was, with the cursor to continue from it', async () => {
    const first = (await get(`/api/orders/company/pag?company=${companyId}&limit=20&offset=40`)).json<Listed>();
    expect(first).toMatchObject({ limit: 20, offset: 40, nextCursor: expect.any(String) });
    expect(first.items).toHaveLength(20);
    const next = (
      await get(`/api/orders/company/pag?company=${companyId}&limit=20&cursor=${first.nextCursor}`)
    ).json<Listed>();
    const byOffset = (await get(`/api/orders/company/pag?company=${companyId}&limit=20&offset=60`)).json<Listed>();
    expect(next.items.map((item) => item.id)).toEqual(byOffset.items.map((item) => item.id));
    expect(next.total).toBe(byOffset.total);
    // The last offset page has no cursor after it.
    const last = (
      await get(`/api/orders/company/pag?company=${companyId}&limit=100&offset=${byOffset.total - 5}`)
    ).json<Listed>();
    expect(last.items).toHaveLength(5);
    expect(last.nextCursor).toBeNull();
  });

  it('refuses a cursor it did not give, and a cursor with an offset, with a clear 400', async () => {
    for (const cursor of ['no-es-un-cursor', Buffer.from('{"n":"x"}').toString('base64url'), 'e30']) {
      const response = await get(`/api/orders/company/pag?company=${companyId}&cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'invalid_cursor', message: expect.stringMatching(/lista/) });
    }
    const first = (await get(`/api/orders/company/pag?company=${companyId}`)).json<Listed>();
    const both = await get(`/api/orders/company/pag?company=${companyId}&offset=20&cursor=${first.nextCursor}`);
    expect(both.statusCode).toBe(400);
    expect(both.json().error.code).toBe('validation_failed');
  });

  it("never opens another tenant's company, cursor or not", async () => {
    const first = (await get(`/api/orders/company/pag?company=${companyId}`)).json<Listed>();
    const other = await get(
      `/api/orders/company/pag?company=${companyId}&cursor=${first.nextCursor}`,
      headers.otherAdmin,
    );
    expect(other.statusCode).toBe(404);
    // Our cursor on the other tenant's own company finds nothing of ours.
    const theirs = tenants.b.companies[0].id;
    const mixed = (
      await get(`/api/orders/company/pag?company=${theirs}&cursor=${first.nextCursor}`, headers.otherAdmin)
    ).json<Listed>();
    expect(mixed.items).toEqual([]);
    expect(mixed.nextCursor).toBeNull();
  });
});

describe('errands by cursor (GET /errands/partner)', () => {
  it(`returns every one of ${ROWS} errands once, newest first, while new errands arrive`, async () => {
    const expected = await t.db
      .select({ id: errands.id })
      .from(errands)
      .where(eq(errands.partnerId, partnerId))
      .orderBy(desc(errands.createdAt), desc(errands.id));
    let next = ROWS + 1;
    const { seen } = await walk(
      (cursor) => `/api/errands/partner?partner=${partnerId}&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      async () => {
        await insertErrands(2, next, 3600);
        next += 2;
      },
    );
    expect(seen).toEqual(expected.map((row) => row.id));
    expect(new Set(seen).size).toBe(ROWS);
  });

  it('refuses a cursor it did not give, and another tenant gets nothing from ours', async () => {
    const response = await get(`/api/errands/partner?partner=${partnerId}&cursor=abc`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_cursor');
    const first = (await get(`/api/errands/partner?partner=${partnerId}`)).json<Listed>();
    expect(first.nextCursor).toEqual(expect.any(String));
    const theirs = tenants.b.partner.id;
    const mixed = await get(`/api/errands/partner?partner=${theirs}&cursor=${first.nextCursor}`, headers.otherAdmin);
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json<Listed>().items).toEqual([]);
    expect((await get(`/api/errands/partner?partner=${partnerId}`, headers.otherAdmin)).statusCode).toBe(404);
  });
});
