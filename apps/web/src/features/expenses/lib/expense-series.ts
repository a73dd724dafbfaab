import type { ExpenseTotals } from '@backoffice/shared';
import { expenseCategories, expenseCategoryLabels } from '@backoffice/shared/expense-words';

const monthFormat = new Intl.DateTimeFormat('es-MX', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-11" → "nov 2026". */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

export const categoryColors = {
  combustible: 'orange.6',
  mantenimiento: 'blue.6',
  sueldos: 'grape.6',
  renta: 'teal.6',
  publicidad: 'pink.6',
  otros: 'gray.6',
} as const;

type Month = ExpenseTotals['byMonth'][number];
/**
 * One bar per month, stacked by category, for the chart. The API's JSON Schema of `categories` cannot say that every
 * category is there (the API sends each, 0 when none), so its type has them optional.
 */
export const monthlySeries = (
  totals: Omit<ExpenseTotals, 'byMonth'> & {
    byMonth: (Omit<Month, 'categories'> & { categories: Partial<Month['categories']> })[];
  },
) => totals.byMonth.map((month) => ({ label: monthLabel(month.month), ...month.categories }));

export const chartSeries = expenseCategories.map((category) => ({
  name: category,
  label: expenseCategoryLabels[category],
  color: categoryColors[category],
}));
