import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executedRows } from '../src/db/json-rows.ts';
import { companies, coupons } from '../src/db/schema/index.ts';
import { createChannelKey } from '../src/modules/channel-keys/channel-keys.service.ts';
import { lockCouponForEdit, updateCouponRow } from '../src/modules/coupons/coupons.queries.ts';
import { startWithTenants } from './fixtures.ts';
import { createMenu, fullIntake, insertBareOrder, type Menu, postOrder } from './order-fixtures.ts';
import { statementsIn, untilOneWaitsOnALock } from './statements-in.ts';

/**
 * Codes and the intake's catalogue cache (decision 028): coupons do not move companies.catalogue_version, so a code
 * made after a company's entry was cached must still be priced as the full read prices it (coupon-intake.ts: the
 * company's own code before its partner's city code with the same text).
 */
let a: Awaited<ReturnType<typeof startWithTenants<'company'>>>;
let menu: Menu;
let companyId: string;
let bearer: { authorization: string };

beforeAll(async () => {
  a = await startWithTenants(['company']);
  companyId = a.tenants.a.companies[0].id;
  menu = await createMenu(a.t.db, companyId);
  bearer = { authorization: `Bearer ${(await createChannelKey(a.t.db, a.tenants.a.partner.id, 'App')).key}` };
});
afterAll(() => a.t.close());

const withCode = (code: string) => ({ ...fullIntake(companyId, menu), coupon: code });
/** The full read names the coupon's row as `found`; the cache's read and the one-statement insert do not. */
const fullReads = (statements: string[]) => statements.filter((text) => text.includes('row_to_json(found)'));

describe('codes made after the catalogue was cached', () => {
  it("prices with the company's own code made after its partner's code of the same text was cached", async () => {
    const [company] = await a.t.db.select().from(companies).where(eq(companies.id, companyId));
    await a.t.db.insert(coupons).values({
      partnerId: a.tenants.a.partner.id,
      companyId: null,
      city: company.city,
      state: company.state,
      code: 'SOMBRA',
      kind: 'percent',
      value: 10,
    });
    const first = await postOrder(a.t, bearer, withCode('SOMBRA'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ discount: 4120 });

    await a.t.db
      .insert(coupons)
      .values({ partnerId: a.tenants.a.partner.id, companyId, code: 'SOMBRA', kind: 'percent', value: 50 });
    const second = await postOrder(a.t, bearer, withCode('SOMBRA'));
    expect(second.statusCode).toBe(201);
    // The company's own 50 %, as its storefront quotes it; the partner's 10 % came from the cache before.
    expect(second.json()).toMatchObject({ discount: 20600 });
    const [own] = await a.t.db.select().from(coupons).where(eq(coupons.companyId, companyId));
    expect(own.code).toBe('SOMBRA');
  });

  it('takes a code made after the entry was filled from the cache again after one full read', async () => {
    expect((await postOrder(a.t, bearer, fullIntake(companyId, menu))).statusCode).toBe(201);
    await a.t.db
      .insert(coupons)
      .values({ partnerId: a.tenants.a.partner.id, companyId, code: 'NUEVO', kind: 'percent', value: 20 });
    const first = await statementsIn(a.t.db, async () => {
      expect((await postOrder(a.t, bearer, withCode('NUEVO'))).json()).toMatchObject({ discount: 8240 });
    });
    expect(fullReads(first)).toHaveLength(1);
    const next = await statementsIn(a.t.db, async () => {
      expect((await postOrder(a.t, bearer, withCode('NUEVO'))).json()).toMatchObject({ discount: 8240 });
    });
    expect(fullReads(next)).toHaveLength(0);
  });
});

describe("a cached code's stamp", () => {
  it('claims a code without a limit by its row version: an edit is seen, a freeze changes nothing', async () => {
    await a.t.db
      .insert(coupons)
      .values({ partnerId: a.tenants.a.partner.id, companyId, code: 'VERSION', kind: 'percent', value: 10 });
    const order = () => postOrder(a.t, bearer, withCode('VERSION'));
    const fromCache = async (discount: number) => {
      const statements = await statementsIn(a.t.db, async () => {
        expect((await order()).json()).toMatchObject({ discount });
      });
      expect(fullReads(statements)).toHaveLength(0);
    };
    expect((await order()).json()).toMatchObject({ discount: 4120 });
    await fromCache(4120);
    await a.t.db.update(coupons).set({ value: 20 }).where(eq(coupons.code, 'VERSION'));
    expect((await order()).json()).toMatchObject({ discount: 8240 });
    await fromCache(8240);
    // The version is the row's xmin as written: a frozen row keeps it, so its stamp still holds.
    const xmin = async () =>
      executedRows<{ xmin: string }>(
        await a.t.db.execute(sql`select xmin::text as xmin from coupons where code = 'VERSION'`),
      )[0].xmin;
    const before = await xmin();
    await a.t.db.execute(sql`vacuum (freeze) coupons`);
    expect(await xmin()).toBe(before);
    await fromCache(8240);
    await a.t.db.update(coupons).set({ value: 30 }).where(eq(coupons.code, 'VERSION'));
    expect((await order()).json()).toMatchObject({ discount: 12360 });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')(
  'a code without a limit, claimed while its row is being edited',
  () => {
    it("waits on the code's edit before it takes the company's row", async () => {
      await a.t.db
        .insert(coupons)
        .values({ partnerId: a.tenants.a.partner.id, companyId, code: 'ANTES', kind: 'percent', value: 10 });
      expect((await postOrder(a.t, bearer, withCode('ANTES'))).json()).toMatchObject({ discount: 4120 });
      let order: ReturnType<typeof postOrder> | undefined;
      const [{ id }] = await a.t.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, 'ANTES'));
      await a.t.db.transaction(async (tx) => {
        // An edit holds every code's uses back while it commits (coupons.queries.ts, to recount them).
        await lockCouponForEdit(tx, id);
        order = postOrder(a.t, bearer, withCode('ANTES'));
        await untilOneWaitsOnALock(a.t.db);
        // The waiting intake holds no lock on the company's row: other intakes of the company go on meanwhile.
        const free = await a.t.db.execute(sql`select id from companies where id = ${companyId} for update nowait`);
        expect(executedRows(free)).toHaveLength(1);
        await tx.update(coupons).set({ value: 20 }).where(eq(coupons.code, 'ANTES'));
      });
      // Claimed as the edit committed it: the cached 10 % is stale, the order is priced again at 20 %.
      expect((await order!).json()).toMatchObject({ discount: 8240 });
    });

    it('an edit that sets a limit waits for a use being written, and its recount counts it', async () => {
      const [code] = await a.t.db
        .insert(coupons)
        .values({ partnerId: a.tenants.a.partner.id, companyId, code: 'RECUENTO', kind: 'percent', value: 10 })
        .returning();
      const use = { couponId: code.id, couponPhone: '3398765432', couponDiscount: 0, counted: false };
      expect((await insertBareOrder(a.t.db, companyId, use)).order.coupon).toBe('CODIGO');
      let edited: ReturnType<typeof updateCouponRow> | undefined;
      await a.t.db.transaction(async (tx) => {
        // An intake's statement has written its use and has not committed yet; its lock on the uses is held.
        await insertBareOrder(tx, companyId, use);
        edited = updateCouponRow(a.t.db, code.id, { maxUses: 5 });
        await untilOneWaitsOnALock(a.t.db);
      });
      // Had the edit counted before the intake committed, it would read 1 and the code would give a sixth use.
      expect(await edited).toMatchObject({ maxUses: 5, uses: 2 });
    });
  },
);
