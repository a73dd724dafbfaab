import { expenseCategoryLabels } from '@backoffice/shared/expense-words';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { EntityQuery } from '../../../components/entity-screen/entity-definition.ts';
import { ErrorState } from '../../../components/query-state.tsx';
import { formatAxisMoney, formatMoney } from '../../../lib/money.ts';
import { filterOf, useExpenseTotals } from '../api/expense-api.ts';
import { chartSeries, monthlySeries } from '../lib/expense-series.ts';

/** Above the list: totals by month (stacked by category) and by category, of the expenses the filters select. */
export const ExpenseTotals = ({ query }: { query: EntityQuery }) => {
  const filter = filterOf(query);
  const totals = useExpenseTotals(filter);
  const data = useMemo(() => (totals.data ? monthlySeries(totals.data) : []), [totals.data]);
  if (totals.isPending) return <Skeleton h={300} radius="md" />;
  if (totals.isError)
    return (
      <ErrorState
        title="No pudimos calcular los totales"
        error={totals.error}
        onRetry={() => totals.refetch()}
        retrying={totals.isFetching}
      />
    );
  if (totals.data.total === 0) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>Gastos por mes</Title>
          <Text fw={700} data-testid="expenses-grand-total">
            Total: {formatMoney(totals.data.total)}
          </Text>
        </Group>
        <BarChart
          h={240}
          data={data}
          dataKey="label"
          type="stacked"
          series={chartSeries}
          valueFormatter={(value) => formatMoney(value)}
          yAxisProps={{ tickFormatter: (value: number) => formatAxisMoney(value), width: 80 }}
          tickLine="y"
          gridAxis="y"
          maxBarWidth={56}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          aria-label="Gastos por mes y categoría"
        />
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="xs">
          {totals.data.byCategory.map((entry) => (
            <Stack key={entry.category} gap={0} data-testid={`expenses-total-${entry.category}`}>
              <Text size="xs" c="dimmed">
                {expenseCategoryLabels[entry.category]}
              </Text>
              <Text fw={600}>{formatMoney(entry.total)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
};
