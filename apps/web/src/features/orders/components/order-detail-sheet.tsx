import type { Order } from '@backoffice/shared';
import { orderStatusLabels } from '@backoffice/shared';
import { Badge, Drawer, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMobileScreen } from '../../../hooks/use-mobile-screen.ts';
import { formatDateTime } from '../lib/format-time.ts';
import { OrderDetailBody } from './order-detail-body.tsx';

export type OrderDetailProps = {
  /** The order as the live list holds it, so that updates show at once. */
  order: Order | null;
  companyName?: string;
  onClose: () => void;
  onAccepted?: (id: string) => void;
  /** More actions for this screen, under the status moves (the company asks for a rider here). */
  extraActions?: ReactNode;
};

/** The open order in a drawer: its status and times, then its actions and parts (order-detail-body.tsx). */
const OrderDetailSheet = ({ order, companyName, onClose, onAccepted, extraActions }: OrderDetailProps) => {
  const mobile = useMobileScreen();
  return (
    <Drawer
      opened={Boolean(order)}
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 560}
      title={order ? `Pedido #${order.number}` : null}
      // The title is the drawer's own h2 (one heading, not one inside another), at the size of an h3.
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': 'Cerrar detalle', size: 'lg' }}
    >
      {order && (
        <Stack gap="md" data-testid="order-detail">
          <Group gap="xs">
            <Badge size="lg">{orderStatusLabels[order.status]}</Badge>
            {companyName && (
              <Badge size="lg" variant="outline">
                {companyName}
              </Badge>
            )}
            {order.minutes && order.status !== 'pending' ? (
              <Badge size="lg" color="blue" variant="light">
                {order.minutes} min
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            Recibido {formatDateTime(order.createdAt)}
          </Text>
          <OrderDetailBody
            order={order}
            companyName={companyName}
            onAccepted={onAccepted}
            extraActions={extraActions}
          />
        </Stack>
      )}
    </Drawer>
  );
};

export default OrderDetailSheet;
