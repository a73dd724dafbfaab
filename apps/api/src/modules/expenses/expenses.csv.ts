import { type ExpenseFilter, expenseCategoryLabels, spreadsheetText } from '@backoffice/shared';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client.ts';
import { yieldToOthers } from '../../plugins/heavy-work.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { partnerIdOf } from '../partners/partner-of.ts';
import { type ExportCursor, expensesForExport, expensesWhere } from './expenses.queries.ts';

const safe = (text: string | null) => spreadsheetText(text ?? '');
const pesos = (cents: number) => (cents / 100).toFixed(2);
const columns = ['Fecha', 'Concepto', 'Categoría', 'Monto (MXN)', 'Base', 'Repartidor', 'Notas', 'Comprobante'];

/**
 * Rows read per statement. On the embedded database a statement holds the API's thread, mostly to parse its rows;
 * 100 rows take about 4 ms there, and other requests run between pages (decision 038).
 */
export const EXPORT_PAGE_ROWS = 100;

/** The filtered expenses as CSV (UTF-8 with BOM, so spreadsheet programs read the accents), oldest first. */
export const expensesCsv = async (db: Db, auth: SignedIn, filter: ExpenseFilter) => {
  const where = expensesWhere(partnerIdOf(auth), filter);
  const parts = [`\uFEFF${stringify([], { header: true, columns })}`];
  let after: ExportCursor | undefined;
  for (;;) {
    const rows = await expensesForExport(db, where, EXPORT_PAGE_ROWS, after);
    parts.push(
      stringify(
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
      ),
    );
    if (rows.length < EXPORT_PAGE_ROWS) break;
    const last = rows[rows.length - 1];
    after = { date: last.expense.date, createdAt: last.createdAtKey, id: last.expense.id };
    await yieldToOthers();
  }
  return parts.join('');
};
