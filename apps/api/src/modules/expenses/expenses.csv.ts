import { type ExpenseFilter, expenseCategoryLabels } from '@backoffice/shared';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { partnerIdOf } from '../partners/partner-of.ts';
import { expensesForExport, expensesWhere } from './expenses.queries.ts';

// A cell starting with one of these is a formula to a spreadsheet; a leading apostrophe keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;
const safe = (text: string | null) => (text && FORMULA_START.test(text) ? `'${text}` : (text ?? ''));
const pesos = (cents: number) => (cents / 100).toFixed(2);

/** The filtered expenses as CSV (UTF-8 with BOM, so spreadsheet programs read the accents), oldest first. */
export const expensesCsv = async (db: Db, auth: SignedIn, filter: ExpenseFilter) => {
  const rows = await expensesForExport(db, expensesWhere(partnerIdOf(auth), filter));
  const body = stringify(
    rows.map(({ expense, baseName, riderName }) => [
      expense.date,
      safe(expense.concept),
      expenseCategoryLabels[expense.category],
      pesos(expense.amount),
      safe(baseName),
      safe(riderName),
      safe(expense.notes),
      expense.receipt ?? '',
    ]),
    {
      header: true,
      columns: ['Fecha', 'Concepto', 'Categoría', 'Monto (MXN)', 'Base', 'Repartidor', 'Notas', 'Comprobante'],
    },
  );
  return `\uFEFF${body}`;
};
