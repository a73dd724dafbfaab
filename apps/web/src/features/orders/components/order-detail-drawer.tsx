import type { Order } from '@backoffice/shared';
import { orderStatusLabels } from '@backoffice/shared';
import { Badge, Center, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { ScreenErrorBoundary } from '../../../components/screen-error-boundary.tsx';
import { useMobileScreen } from '../../../hooks/use-mobile-screen.ts';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { formatDateTime } from '../lib/format-time.ts';

// The detail's parts (actions, lines, customer, history, messages, ticket) are code the board does not need until
// an order is opened: it is fetched when an order waits or a card is pointed at, so the tap finds it ready.
const OrderDetailBody = lazyScreen(() => import('./order-detail-body.tsx'));

/** Starts downloading the detail's code ahead of the tap that opens it. */
export const preloadOrderDetail = () => OrderDetailBody.preload();

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
          <ScreenErrorBoundary resetKey={order.id} title="No pudimos abrir el detalle del pedido">
            <Suspense
              fallback={
                <Center py="xl">
                  <Loader aria-label="Cargando pedido" />
                </Center>
              }
            >
              <OrderDetailBody
                order={order}
                companyName={companyName}
                onAccepted={onAccepted}
                extraActions={extraActions}
              />
            </Suspense>
          </ScreenErrorBoundary>
        </Stack>
      )}
    </Drawer>
  );
};
