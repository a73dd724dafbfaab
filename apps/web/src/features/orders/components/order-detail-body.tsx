import type { Order } from '@backoffice/shared';
import { Center, Divider, Loader } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { ScreenErrorBoundary } from '../../../components/screen-error-boundary.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderDetailMore } from './order-detail-parts.ts';
import { OrderLines } from './order-lines.tsx';

type OrderDetailBodyProps = {
  order: Order;
  companyName?: string;
  onAccepted?: (id: string) => void;
  extraActions?: ReactNode;
};

/**
 * The open order's actions and parts, under the drawer's header (order-detail-sheet.tsx). What answers a waiting
 * order (actions, lines) comes with the drawer; the rest (customer, history, messages, ticket) is its own chunk,
 * fetched on open, with a loader in its place until it is there (order-detail-parts.ts).
 */
export const OrderDetailBody = ({ order, companyName, onAccepted, extraActions }: OrderDetailBodyProps) => (
  <>
    <OrderActions order={order} onAccepted={onAccepted} />
    {extraActions}
    <Divider label="Productos" labelPosition="left" />
    <OrderLines order={order} />
    <ScreenErrorBoundary resetKey={order.id} title="No pudimos cargar los datos del cliente y el historial">
      <Suspense
        fallback={
          <Center py="md">
            <Loader size="sm" aria-label="Cargando cliente e historial" />
          </Center>
        }
      >
        <OrderDetailMore order={order} companyName={companyName} />
      </Suspense>
    </ScreenErrorBoundary>
  </>
);
