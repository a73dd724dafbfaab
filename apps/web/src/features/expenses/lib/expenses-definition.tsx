import type { Expense } from '@backoffice/shared';
import { expenseCategories, expenseCategoryLabels } from '@backoffice/shared/expense-words';
import { Badge, Button, Skeleton, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { EntityDefinition } from '../../../components/entity-screen/entity-definition.ts';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { exportUrl, filterOf, useBaseOptions, useRiderOptions } from '../api/expense-api.ts';
import { BaseName, RiderName } from '../components/linked-name.tsx';
import { monthLabel } from './expense-series.ts';

// The chart and its library (recharts, about 126 kB gzip) come after the screen, a placeholder of its height in
// their place: they are not part of the screen's first load.
const ExpenseTotals = lazyPart(
  () => import('../components/expense-totals.tsx').then((module) => module.ExpenseTotals),
  <Skeleton h={300} radius="md" />,
);

const categoryOptions = expenseCategories.map((category) => ({
  value: category,
  label: expenseCategoryLabels[category],
}));

/** The last twelve months, newest first, as "AAAA-MM" filter values. */
const recentMonths = (now = new Date()) =>
  Array.from({ length: 12 }, (_, back) => {
    const date = new Date(Date.UTC(now.getFullYear(), now.getMonth() - back, 1));
    const value = date.toISOString().slice(0, 7);
    return { value, label: monthLabel(value) };
  });

const today = () => new Date().toLocaleDateString('en-CA');
const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: 'UTC' });

/** /expenses on the shared entity screen, with totals and a chart above the list and a CSV export. */
export const expensesDefinition: EntityDefinition<Expense> = {
  kind: 'expenses',
  path: '/expenses',
  title: 'Gastos',
  singular: 'gasto',
  searchPlaceholder: 'Buscar por concepto o notas',
  empty: {
    title: 'Aún no registras gastos',
    description: 'Registra combustible, mantenimiento, sueldos y demás para ver cuánto cuesta tu operación.',
  },
  columns: [
    { key: 'date', label: 'Fecha', render: (item) => dateFormat.format(new Date(`${item.date}T00:00:00Z`)) },
    { key: 'concept', label: 'Concepto', primary: true, render: (item) => <Text fw={600}>{item.concept}</Text> },
    {
      key: 'category',
      label: 'Categoría',
      render: (item) => <Badge variant="light">{expenseCategoryLabels[item.category]}</Badge>,
    },
    { key: 'base', label: 'Base', render: (item) => <BaseName id={item.base} /> },
    { key: 'rider', label: 'Repartidor', render: (item) => <RiderName id={item.rider} /> },
    {
      key: 'amount',
      label: 'Monto',
      align: 'right',
      primary: true,
      render: (item) => <Text fw={600}>{formatMoney(item.amount)}</Text>,
    },
  ],
  filters: [
    { name: 'month', label: 'Mes', options: recentMonths() },
    { name: 'category', label: 'Categoría', options: categoryOptions },
    { name: 'base', label: 'Base', options: useBaseOptions },
    { name: 'rider', label: 'Repartidor', options: useRiderOptions },
  ],
  fields: [
    { kind: 'date', name: 'date', label: 'Fecha', required: true },
    { kind: 'select', name: 'category', label: 'Categoría', required: true, options: categoryOptions },
    { kind: 'text', name: 'concept', label: 'Concepto', required: true, maxLength: 200, wide: true },
    { kind: 'money', name: 'amount', label: 'Monto', required: true },
    { kind: 'select', name: 'base', label: 'Base', options: useBaseOptions, clearable: true },
    { kind: 'select', name: 'rider', label: 'Repartidor', options: useRiderOptions, clearable: true },
    { kind: 'image', name: 'receipt', label: 'Comprobante' },
    { kind: 'textarea', name: 'notes', label: 'Notas', maxLength: 1000, wide: true },
  ],
  toValues: (item) => ({
    date: item?.date ?? today(),
    category: item?.category ?? null,
    concept: item?.concept ?? '',
    amount: item?.amount ?? null,
    base: item?.base ?? null,
    rider: item?.rider ?? null,
    receipt: item?.receipt ?? null,
    notes: item?.notes ?? '',
  }),
  toBody: (values) => ({
    date: values.date,
    category: values.category ?? undefined,
    concept: String(values.concept ?? '').trim(),
    amount: values.amount ?? undefined,
    base: values.base ?? null,
    rider: values.rider ?? null,
    receipt: values.receipt ?? null,
    notes: String(values.notes ?? '').trim(),
  }),
  schema: async () => (await import('@backoffice/shared/expenses')).expenseCreateBodySchema,
  removeConfirm: (item) => `Se eliminará el gasto «${item.concept}» de ${formatMoney(item.amount)}.`,
  header: (query) => <ExpenseTotals query={query} />,
  actions: (query) => (
    <Button
      component="a"
      href={exportUrl(filterOf(query))}
      download
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} />}
    >
      Exportar CSV
    </Button>
  ),
};
