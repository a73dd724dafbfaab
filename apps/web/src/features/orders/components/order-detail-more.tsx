import type { Order } from '@backoffice/shared';
import { rejectionReasonLabels } from '@backoffice/shared';
import { Divider, Loader, Text } from '@mantine/core';
import { ErrorState } from '../../../components/query-state.tsx';
import { OrderCustomerLink } from '../../customers/index.ts';
import { OrderRating } from '../../ratings/index.ts';
import { useOrder } from '../api/get-order.ts';
import { KitchenTicket } from './kitchen-ticket.tsx';
import { OrderCustomer } from './order-customer.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderMessages } from './order-messages.tsx';

/** The open order's parts under its lines: loaded when an order is opened (order-detail-parts.ts). */
const OrderDetailMore = ({ order, companyName }: { order: Order; companyName?: string }) => {
  const detail = useOrder(order.id);
  return (
    <>
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

export default OrderDetailMore;
