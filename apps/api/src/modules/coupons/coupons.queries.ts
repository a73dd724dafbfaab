import { and, desc, eq, getTableColumns, gte, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons, couponUses, orders } from '../../db/schema/index.ts';

type CityOf = { partnerId: string; city: string; state: string };

const inCity = ({ partnerId, city, state }: CityOf) =>
  and(
    isNull(coupons.companyId),
    eq(coupons.partnerId, partnerId),
    eq(sql`lower(${coupons.city})`, city.toLowerCase()),
    eq(sql`lower(${coupons.state})`, state.toLowerCase()),
  );

export const companyCouponsWhere = (company: { id: string } & CityOf) =>
  and(eq(coupons.archived, false), or(eq(coupons.companyId, company.id), inCity(company)));

export const cityCouponsWhere = (city: CityOf) => and(eq(coupons.archived, false), inCity(city));

/**
 * A coupon's row with its uses: a code with a total limit counts them on its row (the intake's insert, decision 051);
 * one without is counted from its use rows, which is all its intakes write (orders.queries.ts).
 */
const couponWithUses = {
  ...getTableColumns(coupons),
  uses: sql<number>`(case when ${coupons}.max_uses is null then (select count(*) from ${couponUses} as coupon_use
    where coupon_use.coupon_id = ${coupons}.id) else ${coupons}.uses end)::int`.mapWith(Number),
};

/** A company's own codes and its partner's codes for the company's city, newest first. */
export const couponsForCompany = (db: Db, company: { id: string } & CityOf) =>
  db.select(couponWithUses).from(coupons).where(companyCouponsWhere(company)).orderBy(desc(coupons.createdAt));

export const cityCoupons = (db: Db, city: CityOf) =>
  db.select(couponWithUses).from(coupons).where(cityCouponsWhere(city)).orderBy(desc(coupons.createdAt));

export const findCoupon = async (db: Db, id: string) => {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
};

export const insertCoupon = async (db: Db, values: typeof coupons.$inferInsert) => {
  const [row] = await db.insert(coupons).values(values).returning();
  return row;
};

/**
 * Holds off every use of any code while a code is edited, then locks the code's row. The share lock on `coupon_uses`
 * waits for every transaction writing a use (an intake's statement takes its lock on the table before its snapshot)
 * and keeps new ones waiting until the edit commits, so a recount read after it misses no use, and an intake that
 * starts after the edit sees it. Intakes of a code therefore take no lock on its row (a multixact of every intake at
 * once, decision 051); edits are rare, and each holds the uses of every code back for its few milliseconds. The table
 * first: the row lock never waits on an intake, so the two cannot deadlock.
 */
export const lockCouponForEdit = async (tx: Db, id: string) => {
  await tx.execute(sql`lock table ${couponUses} in share mode`);
  await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)).for('update');
};

/**
 * Saves a coupon's new terms and sets its uses to its use rows, so a limit set on a code that had none counts what it
 * was used already (lockCouponForEdit: the count misses none); an intake that priced it without a limit meanwhile is
 * placed again as a counted use (orders.queries.ts).
 */
export const updateCouponRow = (db: Db, id: string, values: Partial<typeof coupons.$inferInsert>) =>
  db.transaction(async (tx) => {
    await lockCouponForEdit(tx, id);
    const [row] = await tx
      .update(coupons)
      .set({
        ...values,
        uses: sql`(select count(*) from ${couponUses} as coupon_use where coupon_use.coupon_id = ${coupons}.id)`,
        updatedAt: new Date(),
      })
      .where(eq(coupons.id, id))
      .returning();
    return row;
  });

/**
 * Per code used at a company in [start, end): its uses, what customers did not pay, and the totals of those orders
 * that are sales (neither rejected nor cancelled). Read by coupon: the codes the company can have taken (its own, and
 * its partner's city codes, archived or not), each through coupon_uses' one index (coupon_id, phone), so an intake
 * writes no index entry for the report (migration 0039); the scan covers those codes' uses of every period.
 */
export const couponFigures = (db: Db, company: { id: string; partnerId: string }, start: Date, end: Date) => {
  const isSale = notInArray(orders.status, ['rejected', 'cancelled']);
  const takeable = db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      or(eq(coupons.companyId, company.id), and(isNull(coupons.companyId), eq(coupons.partnerId, company.partnerId))),
    );
  return db
    .select({
      coupon: couponUses.couponId,
      code: sql<string>`max(${coupons.code})`,
      uses: sql<number>`count(*)`.mapWith(Number),
      discount: sql<number>`coalesce(sum(${couponUses.discount}) filter (where ${isSale}), 0)`.mapWith(Number),
      sales: sql<number>`coalesce(sum(${orders.total}) filter (where ${isSale}), 0)`.mapWith(Number),
    })
    .from(couponUses)
    .innerJoin(coupons, eq(coupons.id, couponUses.couponId))
    .innerJoin(orders, eq(orders.id, couponUses.orderId))
    .where(
      and(
        inArray(couponUses.couponId, takeable),
        eq(couponUses.companyId, company.id),
        gte(couponUses.at, start),
        lt(couponUses.at, end),
      ),
    )
    .groupBy(couponUses.couponId)
    .orderBy(desc(sql`count(*)`));
};
