import { z } from 'zod';
import { expenseCategories } from './expense-words.ts';
import { idSchema } from './ids.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

export { type ExpenseCategory, expenseCategories, expenseCategoryLabels } from './expense-words.ts';

const dateField = z.iso.date({ error: 'Escribe una fecha válida (AAAA-MM-DD)' });
const monthField = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Mes no válido (AAAA-MM)' });

/** An expense of the partner's operation; money in cents. */
export const expenseSchema = z.object({
  id: z.string(),
  date: z.string(),
  concept: z.string(),
  category: z.enum(expenseCategories),
  amount: z.number().int(),
  base: z.string().nullable(),
  rider: z.string().nullable(),
  receipt: z.string().nullable(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

const expenseFields = z.object({
  date: dateField,
  concept: z
    .string({ error: 'Escribe el concepto' })
    .trim()
    .min(1, { error: 'Escribe el concepto' })
    .max(200, { error: 'Concepto: como máximo 200 caracteres' }),
  category: z.enum(expenseCategories, { error: 'Elige una categoría' }),
  amount: z
    .number({ error: 'Monto: escribe una cantidad' })
    .int({ error: 'Monto: usa centavos enteros' })
    .min(1, { error: 'El monto debe ser mayor que cero' })
    .max(100_000_000, { error: 'El monto es demasiado grande' }),
  base: idSchema.nullable(),
  rider: idSchema.nullable(),
  receipt: z
    .string()
    .trim()
    .max(1000)
    .regex(/^(\/api\/uploads\/|https?:\/\/)/, { error: 'Sube la imagen del comprobante' })
    .nullable(),
  notes: z.string().trim().max(1000, { error: 'Notas: como máximo 1000 caracteres' }),
});
export const expenseCreateBodySchema = expenseFields
  .partial()
  .required({ date: true, concept: true, category: true, amount: true });
export const expenseUpdateBodySchema = expenseFields.partial();
export type ExpenseCreateBody = z.infer<typeof expenseCreateBodySchema>;
export type ExpenseUpdateBody = z.infer<typeof expenseUpdateBodySchema>;

/** Filters shared by the list, the totals and the CSV export, so all three describe the same expenses. */
export const expenseFilterSchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.enum(expenseCategories, { error: 'Categoría no válida' }).optional(),
  base: idSchema.optional(),
  rider: idSchema.optional(),
  month: monthField.optional(),
});
export type ExpenseFilter = z.infer<typeof expenseFilterSchema>;
export const expenseListQuerySchema = pageQuerySchema.extend(expenseFilterSchema.shape);
export const expensePageSchema = pageOf(expenseSchema);

export const expenseTotalsSchema = z.object({
  total: z.number().int(),
  byCategory: z.array(z.object({ category: z.enum(expenseCategories), total: z.number().int() })),
  /** Oldest month first; each month with its total per category (categories without expenses are 0). */
  byMonth: z.array(
    z.object({
      month: z.string(),
      total: z.number().int(),
      categories: z.record(z.enum(expenseCategories), z.number().int()),
    }),
  ),
});
export type ExpenseTotals = z.infer<typeof expenseTotalsSchema>;
