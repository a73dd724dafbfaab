import type { ExpenseFilter } from '@backoffice/shared';
import { and, count, desc, eq, ilike, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bases, expenses, riders } from '../../db/schema/index.ts';

export type ExpenseRow = typeof expenses.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The partner's expenses matching the filters shared by the list, the totals and the CSV. */
export const expensesWhere = (partnerId: string, filter: ExpenseFilter): SQL => {
  const conditions: (SQL | undefined)[] = [eq(expenses.partnerId, partnerId)];
  if (filter.category) conditions.push(eq(expenses.category, filter.category));
  if (filter.base) conditions.push(eq(expenses.baseId, filter.base));
  if (filter.rider) conditions.push(eq(expenses.riderId, filter.rider));
  if (filter.month) conditions.push(sql`to_char(${expenses.date}, 'YYYY-MM') = ${filter.month}`);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(expenses.concept, pattern), ilike(expenses.notes, pattern)));
  }
  return and(...conditions)!;
};

export const pageExpenses = async (db: Db, where: SQL, page: { limit: number; offset: number }) => {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(expenses)
      .where(where)
      .orderBy(desc(expenses.date), desc(expenses.createdAt), desc(expenses.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(expenses).where(where),
  ]);
  return { items, total: Number(total.value) };
};

/** Sums per month and category, in SQL. */
export const sumByMonthAndCategory = (db: Db, where: SQL) => {
  const month = sql<string>`to_char(${expenses.date}, 'YYYY-MM')`;
  return db
    .select({ month, category: expenses.category, total: sum(expenses.amount).mapWith(Number) })
    .from(expenses)
    .where(where)
    .groupBy(month, expenses.category)
    .orderBy(month);
};

/** Where an export page ends: its last row's date, creation instant (as PostgreSQL's text, to the microsecond) and id. */
export type ExportCursor = { date: string; createdAt: string; id: string };

/**
 * One page of the matching expenses with their base's and rider's names, oldest first, for the CSV export: the
 * `limit` after `after` in (date, creation, id) order, so pages neither skip nor repeat rows with equal dates.
 */
export const expensesForExport = (db: Db, where: SQL, limit: number, after?: ExportCursor) =>
  db
    .select({
      expense: expenses,
      baseName: bases.name,
      riderName: riders.name,
      createdAtKey: sql<string>`${expenses.createdAt}::text`,
    })
    .from(expenses)
    .leftJoin(bases, eq(bases.id, expenses.baseId))
    .leftJoin(riders, eq(riders.id, expenses.riderId))
    .where(
      after
        ? and(
            where,
            sql`(${expenses.date}, ${expenses.createdAt}, ${expenses.id}) > (${after.date}::date, ${after.createdAt}::timestamptz, ${after.id}::uuid)`,
          )
        : where,
    )
    .orderBy(expenses.date, expenses.createdAt, expenses.id)
    .limit(limit);

export const findExpense = async (db: Db, partnerId: string, id: string) => {
  const [row] = await db
    .select()
    .from(expenses)
    .where(and(eq(expenses.id, id), eq(expenses.partnerId, partnerId)));
  return row;
};

export const insertExpense = async (db: Db, values: typeof expenses.$inferInsert) => {
  const [row] = await db.insert(expenses).values(values).returning();
  return row;
};

export const updateExpenseRow = async (db: Db, id: string, values: Partial<typeof expenses.$inferInsert>) => {
  const [row] = await db
    .update(expenses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(expenses.id, id))
    .returning();
  return row;
};

export const deleteExpenseRow = async (db: Db, id: string) => {
  await db.delete(expenses).where(eq(expenses.id, id));
};
