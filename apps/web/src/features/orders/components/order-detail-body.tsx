import type { Order } from '@backoffice/shared';
import { rejectionReasonLabels } from '@backoffice/shared';
import { Divider, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/query-state.tsx';
import { OrderCustomerLink } from '../../customers/index.ts';
import { OrderRating } from '../../ratings/index.ts';
import { useOrder } from '../api/get-order.ts';
import { KitchenTicket } from './kitchen-ticket.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderCustomer } from './order-customer.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderMessages } from './order-messages.tsx';

type OrderDetailBodyProps = {
  order: Order;
  companyName?: string;
  onAccepted?: (id: string) => void;
  extraActions?: ReactNode;
};

/** The open order's actions and parts, under the drawer's header (order-detail-sheet.tsx). */
export const OrderDetailBody = ({ order, companyName, onAccepted, extraActions }: OrderDetailBodyProps) => {
  const detail = useOrder(order.id);
  return (
    <>
      <OrderActions order={order} onAccepted={onAccepted} />
      {extraActions}
      <Divider label="Productos" labelPosition="left" />
      <OrderLines order={order} />
      <Divider label="Cliente" labelPosition="left" />
      <OrderCustomer order={order} />
      <OrderCustomerLink phone={order.customer.phone} />
      <OrderRating orderId={order.id} status={order.status} />
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
    </>
  );
};
