import {
  type ExpenseCategory,
  type ExpenseCreateBody,
  type ExpenseFilter,
  type ExpenseTotals,
  type ExpenseUpdateBody,
  expenseCategories,
} from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { findBaseOfPartner } from '../bases/bases.queries.ts';
import { partnerIdOf } from '../partners/partner-of.ts';
import { findVisibleRider } from '../riders/riders.queries.ts';
import { riderScopeOf } from '../riders/riders.service.ts';
import { toExpenseDto } from './expense.dto.ts';
import {
  deleteExpenseRow,
  expensesWhere,
  findExpense,
  insertExpense,
  pageExpenses,
  sumByMonthAndCategory,
  updateExpenseRow,
} from './expenses.queries.ts';

const expenseOr404 = async (db: Db, auth: SignedIn, id: string) => {
  const row = await findExpense(db, partnerIdOf(auth), id);
  if (!row) throw notFound('No encontramos ese gasto.');
  return row;
};

/** A base or rider of another partner is as unknown as a made-up id: a 400 on the field, never its existence. */
const assertLinks = async (db: Db, auth: SignedIn, body: { base?: string | null; rider?: string | null }) => {
  const problems: { field: string; message: string }[] = [];
  if (body.base && !(await findBaseOfPartner(db, partnerIdOf(auth), body.base)))
    problems.push({ field: 'body.base', message: 'Base desconocida' });
  if (body.rider && !(await findVisibleRider(db, riderScopeOf(auth), body.rider)))
    problems.push({ field: 'body.rider', message: 'Repartidor desconocido' });
  if (problems.length > 0) throw badRequest('Revisa la base o el repartidor del gasto.', problems);
};

const values = (body: ExpenseUpdateBody) => ({
  date: body.date,
  concept: body.concept,
  category: body.category,
  amount: body.amount,
  baseId: body.base,
  riderId: body.rider,
  receipt: body.receipt,
  notes: body.notes,
});

export const expensePageFor = async (
  db: Db,
  auth: SignedIn,
  query: ExpenseFilter & { limit: number; offset: number },
) => {
  const page = await pageExpenses(db, expensesWhere(partnerIdOf(auth), query), query);
  return { items: page.items.map(toExpenseDto), total: page.total, limit: query.limit, offset: query.offset };
};

export const createExpense = async (db: Db, auth: SignedIn, body: ExpenseCreateBody) => {
  await assertLinks(db, auth, body);
  const row = await insertExpense(db, {
    partnerId: partnerIdOf(auth),
    date: body.date,
    concept: body.concept,
    category: body.category,
    amount: body.amount,
    baseId: body.base ?? null,
    riderId: body.rider ?? null,
    receipt: body.receipt ?? null,
    notes: body.notes ?? '',
  });
  return toExpenseDto(row);
};

export const updateExpense = async (db: Db, auth: SignedIn, id: string, body: ExpenseUpdateBody) => {
  await expenseOr404(db, auth, id);
  await assertLinks(db, auth, body);
  return toExpenseDto(await updateExpenseRow(db, id, values(body)));
};

export const removeExpense = async (db: Db, auth: SignedIn, id: string) => {
  await expenseOr404(db, auth, id);
  await deleteExpenseRow(db, id);
};

const zeroes = () =>
  Object.fromEntries(expenseCategories.map((category) => [category, 0])) as Record<ExpenseCategory, number>;

/** Totals by month and by category of the same expenses the list shows. */
export const expenseTotalsFor = async (db: Db, auth: SignedIn, filter: ExpenseFilter): Promise<ExpenseTotals> => {
  const rows = await sumByMonthAndCategory(db, expensesWhere(partnerIdOf(auth), filter));
  const months = new Map<string, Record<ExpenseCategory, number>>();
  const categories = zeroes();
  for (const row of rows) {
    const month = months.get(row.month) ?? zeroes();
    month[row.category] += row.total;
    months.set(row.month, month);
    categories[row.category] += row.total;
  }
  const byMonth = [...months.entries()].map(([month, perCategory]) => ({
    month,
    total: Object.values(perCategory).reduce((a, b) => a + b, 0),
    categories: perCategory,
  }));
  return {
    total: byMonth.reduce((sum, month) => sum + month.total, 0),
    byCategory: expenseCategories.map((category) => ({ category, total: categories[category] })),
    byMonth,
  };
};
