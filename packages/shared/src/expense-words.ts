/**
 * An expense's categories and their words, without zod: the expenses list, its filter and its totals show them at
 * first paint, and a constant imported from expenses.ts (whose schemas are built at top level) brought zod with it
 * (decision 057). expenses.ts re-exports them.
 */
export const expenseCategories = ['combustible', 'mantenimiento', 'sueldos', 'renta', 'publicidad', 'otros'] as const;
export type ExpenseCategory = (typeof expenseCategories)[number];
export const expenseCategoryLabels: Record<ExpenseCategory, string> = {
  combustible: 'Combustible',
  mantenimiento: 'Mantenimiento',
  sueldos: 'Sueldos',
  renta: 'Renta',
  publicidad: 'Publicidad',
  otros: 'Otros',
};
