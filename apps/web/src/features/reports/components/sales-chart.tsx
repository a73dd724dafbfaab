import type { DayFigures } from '@backoffice/shared';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { formatAxisMoney, formatMoney } from '../../../lib/money.ts';
import { MAX_DAILY_BARS, salesSeries } from '../lib/sales-series.ts';

type Props = { days: DayFigures[]; currency?: string };

/** Sales per day (per month on long ranges); amounts are cents, shown as money. */
export const SalesChart = ({ days, currency }: Props) => {
  const data = useMemo(() => salesSeries(days), [days]);
  const byMonth = days.length > MAX_DAILY_BARS;
  const title = byMonth ? 'Ventas por mes' : 'Ventas por día';
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        <BarChart
          h={260}
          data={data}
          dataKey="label"
          series={[{ name: 'sales', label: 'Ventas', color: 'orange.6' }]}
          valueFormatter={(value) => formatMoney(value, currency)}
          yAxisProps={{ tickFormatter: (value: number) => formatAxisMoney(value, currency), width: 80 }}
          tickLine="y"
          gridAxis="y"
          maxBarWidth={48}
          role="figure"
          aria-label={title}
        />
        <Text size="xs" c="dimmed">
          No incluye pedidos cancelados ni rechazados.
        </Text>
      </Stack>
    </Paper>
  );
};
