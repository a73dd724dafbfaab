import { orderTypeLabels } from '@backoffice/shared';
import { Badge, Button, Divider, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/money.ts';
import { useLiveAlerts } from '../hooks/use-live-alerts.tsx';
import { formatDateTime } from '../lib/format-time.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderCustomer } from './order-customer.tsx';
import { OrderLines } from './order-lines.tsx';

/**
 * Counter mode: the first new order waiting takes the whole screen, with what to prepare, the customer,
 * the preparation-minute chips and Aceptar / Rechazar, until someone acts or taps "Ver después". The next
 * one follows; one accepted or rejected on another device leaves (the live list drops it from the queue).
 */
export const CounterTakeover = () => {
  const alerts = useLiveAlerts();
  const queue = alerts?.counter?.queue ?? [];
  const order = queue[0] ?? null;
  const later = alerts?.counter?.later;

  return (
    <Modal
      opened={Boolean(order)}
      onClose={() => order && later?.(order.id)}
      fullScreen
      withCloseButton={false}
      closeOnClickOutside={false}
      // Escape is "Ver después", never an accidental accept or reject.
      closeOnEscape
      transitionProps={{ duration: 0 }}
      title={order ? `Nuevo pedido #${order.number}` : undefined}
      styles={{ title: { fontSize: 'var(--mantine-h2-font-size)', fontWeight: 700 } }}
    >
      {order && (
        <Stack gap="md" data-testid="counter-takeover" data-order-id={order.id} maw={1100} mx="auto">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4}>
              <Text size="lg" fw={600}>
                {order.customer.name} · {orderTypeLabels[order.type]} · {formatMoney(order.total)}
              </Text>
              <Text size="sm" c="dimmed">
                Recibido {formatDateTime(order.createdAt)}
              </Text>
            </Stack>
            <Group gap="xs">
              {queue.length > 1 && (
                <Badge size="xl" color="orange" variant="light" data-testid="counter-queue-size">
                  {queue.length - 1} más en espera
                </Badge>
              )}
              <Button
                size="lg"
                variant="default"
                leftSection={<IconClockPause />}
                onClick={() => later?.(order.id)}
                data-autofocus
              >
                Ver después
              </Button>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
            <Stack gap="md">
              <Divider label="Productos" labelPosition="left" />
              <OrderLines order={order} />
              <Divider label="Cliente" labelPosition="left" />
              <OrderCustomer order={order} />
            </Stack>
            <Stack gap="md">
              <Divider label="Atender" labelPosition="left" />
              <OrderActions key={order.id} order={order} acceptOnly onAccepted={(id) => alerts?.acknowledge(id)} />
            </Stack>
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
};
