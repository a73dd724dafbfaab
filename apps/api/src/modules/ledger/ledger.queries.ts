import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';

const sum = sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int`;

/** One row per statement period of a company, oldest first, with the sum and the count of its lines. */
export const periodTotals = (db: Db, companyId: string) =>
  db
    .select({
      periodStart: ledgerEntries.periodStart,
      periodEnd: ledgerEntries.periodEnd,
      total: sum,
      lineCount: sql<number>`count(*)::int`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.companyId, companyId))
    .groupBy(ledgerEntries.periodStart, ledgerEntries.periodEnd)
    .orderBy(asc(ledgerEntries.periodStart), asc(ledgerEntries.periodEnd));

export const balanceBefore = async (db: Db, companyId: string, periodStart: string) => {
  const [row] = await db
    .select({ total: sum })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.companyId, companyId), lt(ledgerEntries.periodStart, periodStart)));
  return row.total;
};

export const balanceOf = async (db: Db, companyId: string) => {
  const [row] = await db.select({ total: sum }).from(ledgerEntries).where(eq(ledgerEntries.companyId, companyId));
  return row.total;
};

/** Per company: the whole balance. */
export const balancesOf = (db: Db, companyIds: string[]) =>
  db
    .select({ companyId: ledgerEntries.companyId, total: sum })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.companyId, companyIds))
    .groupBy(ledgerEntries.companyId);

/** Per company and period still open on `day`: the sum, and the sales and fees the partner collected online. */
export const openPeriodTotals = (db: Db, companyIds: string[], day: string) =>
  db
    .select({
      companyId: ledgerEntries.companyId,
      periodEnd: ledgerEntries.periodEnd,
      total: sum,
      onlineCollected: sql<number>`coalesce(sum(case when ${ledgerEntries.kind} in ('sale', 'delivery_fee')
        and ${ledgerEntries.collectedBy} = 'partner' then -${ledgerEntries.amount} else 0 end), 0)::int`,
    })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.companyId, companyIds), gte(ledgerEntries.periodEnd, day)))
    .groupBy(ledgerEntries.companyId, ledgerEntries.periodEnd);
