import { type OrderReport, paymentMethodLabels } from '@backoffice/shared';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../lib/money.ts';
import { countLabel } from '../../../lib/plural.ts';

type Props = { byPayment: OrderReport['byPayment']; currency?: string };

/** Sales by payment method, largest first, with each one's share. */
export const PaymentBreakdown = ({ byPayment, currency }: Props) => {
  const total = byPayment.reduce((sum, row) => sum + row.sales, 0);
  const rows = [...byPayment].sort((a, b) => b.sales - a.sales);
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Stack gap="md">
        <Title order={4}>Por forma de pago</Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No hubo ventas en este periodo.
          </Text>
        ) : (
          rows.map((row) => {
            const share = total === 0 ? 0 : Math.round((row.sales / total) * 100);
            return (
              <Stack key={row.payment} gap={4} data-testid="payment-row">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {paymentMethodLabels[row.payment]}
                  </Text>
                  <Text fw={600} size="sm">
                    {formatMoney(row.sales, currency)}
                  </Text>
                </Group>
                <Progress value={share} aria-label={`${paymentMethodLabels[row.payment]}: ${share} %`} />
                <Text size="xs" c="dimmed">
                  {countLabel(row.orders, 'pedido', 'pedidos')} · {share} % de las ventas
                </Text>
              </Stack>
            );
          })
        )}
      </Stack>
    </Paper>
  );
};
