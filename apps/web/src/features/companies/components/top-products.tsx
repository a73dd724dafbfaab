import type { CompanyStats } from '@backoffice/shared';
import { Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../lib/money.ts';
import { countLabel } from '../../../lib/plural.ts';

/** This month's best sellers, by quantity; their places while the stats load (`stats` undefined). */
export const TopProducts = ({ stats }: { stats: CompanyStats | undefined }) => {
  const top = stats?.topProducts ?? [];
  const most = Math.max(1, ...top.map((item) => item.quantity));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>Más vendidos del mes</Title>
        {!stats ? (
          <Stack gap="sm" role="status" aria-label="Cargando más vendidos">
            {[1, 2, 3].map((item) => (
              <Skeleton key={item} h={28} radius="sm" />
            ))}
          </Stack>
        ) : top.length === 0 ? (
          <Text size="sm" c="dimmed">
            Aún no hay ventas este mes. Aquí verás tus productos estrella en cuanto entren pedidos.
          </Text>
        ) : (
          top.map((item, index) => (
            <Stack key={item.product} gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={500} lineClamp={1}>
                  {index + 1}. {item.name}
                </Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {countLabel(item.quantity, 'vendido', 'vendidos')} · {formatMoney(item.sales, stats.currency)}
                </Text>
              </Group>
              <Progress
                value={(item.quantity / most) * 100}
                size="sm"
                aria-label={`${item.name}: ${countLabel(item.quantity, 'vendido', 'vendidos')}`}
              />
            </Stack>
          ))
        )}
      </Stack>
    </Paper>
  );
};
