import {
  type Order,
  type OrderStatus,
  orderStatusLabels,
  type Page,
  paymentMethodLabels,
  scheduledLabel,
} from '@backoffice/shared';
import { Badge, Divider, em, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDayAndClock } from '../../../lib/clock.ts';
import { formatMoney } from '../../../lib/money.ts';
import { countLabel } from '../../../lib/plural.ts';

const statusColor: Record<OrderStatus, string> = {
  pending: 'orange',
  accepted: 'blue',
  ready: 'cyan',
  on_the_way: 'indigo',
  delivered: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

/**
 * An order for later is listed on its slot's date (the report's day rule, decision 054), so its row says the slot
 * under the time it was placed: "Programado · vie 27 nov 1:30 p. m.".
 */
const SlotLine = ({ order, timeZone }: { order: Order; timeZone: string }) =>
  order.scheduledFor ? (
    <Text size="xs" fw={600} data-testid="report-order-slot">
      {scheduledLabel(order.scheduledFor, timeZone, Date.now())}
    </Text>
  ) : null;

type Props = {
  orders: Page<Order>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  timeZone: string;
  currency?: string;
};

/** One page of the period's orders (read from the API page by page), newest first; times on the company's clocks. */
export const ReportOrdersTable = ({ orders, page, pageSize, onPageChange, timeZone, currency }: Props) => {
  // Below the xs breakpoint (phones) each order is a two-line row instead of a six-column table.
  const phone = useMediaQuery(`(max-width: ${em(576 - 0.02)})`, false, { getInitialValueInEffect: false }) ?? false;
  const pages = Math.max(1, Math.ceil(orders.total / pageSize));
  const shown = orders.items;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={4}>Pedidos del periodo</Title>
          <Text size="sm" c="dimmed">
            {countLabel(orders.total, 'pedido', 'pedidos')}
          </Text>
        </Group>
        {phone ? (
          <Stack gap={0} role="list" aria-label="Pedidos del periodo">
            {shown.map((order, index) => (
              <Stack key={order.id} gap={0} role="listitem" data-testid="report-order-row">
                {index > 0 && <Divider />}
                <Group justify="space-between" wrap="nowrap" gap="xs" py="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      #{order.number} · {formatDayAndClock(order.createdAt, timeZone)}
                    </Text>
                    <SlotLine order={order} timeZone={timeZone} />
                    <Text size="sm" c="dimmed" lineClamp={1}>
                      {order.customer.name}
                    </Text>
                  </Stack>
                  <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                    <Text fw={600} size="sm">
                      {formatMoney(order.total, currency)}
                    </Text>
                    <Badge color={statusColor[order.status]} variant="light" size="sm">
                      {orderStatusLabels[order.status]}
                    </Badge>
                  </Stack>
                </Group>
              </Stack>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={520} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label="Pedidos del periodo">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Pedido</Table.Th>
                  <Table.Th>Fecha y hora</Table.Th>
                  <Table.Th>Cliente</Table.Th>
                  <Table.Th visibleFrom="md">Pago</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                  <Table.Th>Estado</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((order) => (
                  <Table.Tr key={order.id} data-testid="report-order-row">
                    <Table.Td fw={600}>#{order.number}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDayAndClock(order.createdAt, timeZone)}
                      <SlotLine order={order} timeZone={timeZone} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={1}>
                        {order.customer.name}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="md">{paymentMethodLabels[order.payment]}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(order.total, currency)}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={statusColor[order.status]} variant="light">
                        {orderStatusLabels[order.status]}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={onPageChange}
              size="sm"
              siblings={0}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'next' ? 'Página siguiente' : control === 'previous' ? 'Página anterior' : undefined,
              })}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
};
