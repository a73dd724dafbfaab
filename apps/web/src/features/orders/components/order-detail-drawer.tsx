import type { Order } from '@backoffice/shared';
import { orderStatusLabels, rejectionReasonLabels } from '@backoffice/shared';
import { Badge, Divider, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/query-state.tsx';
import { useMobileScreen } from '../../../hooks/use-mobile-screen.ts';
import { useOrder } from '../api/get-order.ts';
import { formatDateTime } from '../lib/format-time.ts';
import { KitchenTicket } from './kitchen-ticket.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderCustomer } from './order-customer.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderMessages } from './order-messages.tsx';

type OrderDetailDrawerProps = {
  /** The order as the live list holds it, so that updates show at once. */
  order: Order | null;
  companyName?: string;
  onClose: () => void;
  onAccepted?: (id: string) => void;
  /** More actions for this screen, under the status moves (the company asks for a rider here). */
  extraActions?: ReactNode;
};

export const OrderDetailDrawer = ({
  order,
  companyName,
  onClose,
  onAccepted,
  extraActions,
}: OrderDetailDrawerProps) => {
  const mobile = useMobileScreen();
  const detail = useOrder(order?.id ?? null);
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
          <OrderActions order={order} onAccepted={onAccepted} />
          {extraActions}
          <Divider label="Productos" labelPosition="left" />
          <OrderLines order={order} />
          <Divider label="Cliente" labelPosition="left" />
          <OrderCustomer order={order} />
          <Divider label="Historial" labelPosition="left" />
          {detail.isPending ? (
            <Loader size="sm" aria-label="Cargando historial" />
          ) : detail.isError ? (
            <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
          ) : (
            <OrderHistory history={detail.data.history} />
          )}
          {detail.data?.rejection && (
            <Text size="sm" c="red">
              Motivo del rechazo: {rejectionReasonLabels[detail.data.rejection.reason]}
              {detail.data.rejection.comment ? ` — ${detail.data.rejection.comment}` : ''}
            </Text>
          )}
          <Divider label="WhatsApp al cliente" labelPosition="left" />
          <OrderMessages order={order} />
          <KitchenTicket order={order} companyName={companyName} />
        </Stack>
      )}
    </Drawer>
  );
};
