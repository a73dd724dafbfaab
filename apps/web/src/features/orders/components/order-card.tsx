import { type Order, orderStatusLabels, orderTypeLabels, paymentMethodLabels } from '@backoffice/shared';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/money.ts';
import { elapsedLabel, isWaitingTooLong } from '../lib/order-groups.ts';
import { preloadOrderDetail } from './order-detail-drawer.tsx';
import { ScheduledBadge } from './scheduled-badge.tsx';

type OrderCardProps = { order: Order; now: number; companyName?: string; onOpen: (order: Order) => void };

const statusColor: Record<Order['status'], string> = {
  pending: 'orange',
  accepted: 'blue',
  ready: 'teal',
  on_the_way: 'grape',
  delivered: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

const itemsSummary = (order: Order) =>
  [
    ...order.products.map((line) => `${line.quantity}× ${line.name}`),
    ...order.promos.map((line) => `${line.quantity}× ${line.name}`),
  ].join(', ');

/** One order on the board: a big touch target with what matters at a glance. */
export const OrderCard = ({ order, now, companyName, onOpen }: OrderCardProps) => {
  const isNew = order.status === 'pending';
  // Escalated by the server after the company's minutes: partners see it highlighted like a late order.
  const late = isWaitingTooLong(order, now) || (isNew && Boolean(order.escalatedAt));
  return (
    <UnstyledButton
      onClick={() => onOpen(order)}
      // The detail's code starts downloading as the finger or pointer reaches the card, ahead of the click.
      onPointerEnter={preloadOrderDetail}
      onPointerDown={preloadOrderDetail}
      onFocus={preloadOrderDetail}
      w="100%"
      data-testid="order-card"
      data-order-id={order.id}
      data-escalated={isNew && order.escalatedAt ? 'true' : undefined}
    >
      <Paper
        withBorder
        p="md"
        radius="md"
        shadow={isNew ? 'sm' : undefined}
        bg={late ? 'red.0' : isNew ? 'orange.0' : undefined}
        style={{
          borderColor: late ? 'var(--mantine-color-red-6)' : isNew ? 'var(--mantine-color-orange-5)' : undefined,
          borderWidth: isNew ? 2 : 1,
        }}
      >
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} size="lg">
              #{order.number} · {order.customer.name}
            </Text>
            <Text fw={700}>{formatMoney(order.total)}</Text>
          </Group>
          {companyName && (
            <Text size="sm" fw={600} c="blue.8">
              {companyName}
            </Text>
          )}
          <Text size="sm" c="dimmed" lineClamp={2}>
            {itemsSummary(order)}
          </Text>
          <ScheduledBadge order={order} now={now} />
          <Group gap={6} wrap="wrap">
            <Badge color={statusColor[order.status]} variant="light">
              {orderStatusLabels[order.status]}
            </Badge>
            <Badge color="gray" variant="outline">
              {orderTypeLabels[order.type]}
            </Badge>
            <Badge color="gray" variant="outline">
              {paymentMethodLabels[order.payment]}
            </Badge>
            {order.minutes && order.status !== 'pending' && (
              <Badge color="blue" variant="outline">
                {order.minutes} min
              </Badge>
            )}
          </Group>
          <Group gap={4} c={late ? 'red.7' : 'dimmed'}>
            {late ? <IconAlertTriangle size={16} /> : <IconClock size={16} />}
            <Text size="sm" fw={late ? 700 : 400}>
              {late ? `Esperando ${elapsedLabel(order.createdAt, now)}` : elapsedLabel(order.createdAt, now)}
            </Text>
          </Group>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
};
