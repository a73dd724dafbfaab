import type { Expense } from '@backoffice/shared';
import type { ExpenseRow } from './expenses.queries.ts';

export const toExpenseDto = (row: ExpenseRow): Expense => ({
  id: row.id,
  date: row.date,
  concept: row.concept,
  category: row.category,
  amount: row.amount,
  base: row.baseId,
  rider: row.riderId,
  receipt: row.receipt,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
