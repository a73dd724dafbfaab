import type { Order } from '@backoffice/shared';
import { useEffect, useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog.tsx';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { OrderDetailMore } from './order-detail-parts.ts';
import type { OrderDetailProps } from './order-detail-sheet.tsx';

// The open order's drawer, its actions and parts are code the board does not need until an order is opened: it is
// fetched when an order waits for an answer or a card is pointed at or touched, so the tap finds it ready.
const OrderDetailSheet = lazyScreen(() => import('./order-detail-sheet.tsx'));

/** Starts downloading the detail's code, all its parts, ahead of the tap that opens it (a card pointed at). */
export const preloadOrderDetail = () => {
  OrderDetailSheet.preload();
  OrderDetailMore.preload();
};

/**
 * An order waiting for an answer is about to be opened: the drawer with what answers it (actions, lines) comes
 * now, not on the tap; its lower parts come when the order is touched or opened (decision 057).
 */
export const usePreloadWhileOrdersWait = (orders: Order[] | undefined) => {
  const orderWaits = Boolean(orders?.some((order) => order.status === 'pending'));
  useEffect(() => {
    if (orderWaits) OrderDetailSheet.preload();
  }, [orderWaits]);
};

/**
 * The detail of the open order (`order` null: closed). Its code is downloaded with the first order opened, if no
 * preload brought it before; from then on the drawer stays mounted so that it opens and closes with its motion.
 */
export const OrderDetailDrawer = (props: OrderDetailProps & { onClose: () => void }) => {
  const { order, onClose } = props;
  const [wanted, setWanted] = useState(false);
  if (order && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <LazyDialog
      title={order ? `Pedido #${order.number}` : 'Pedido'}
      place="right"
      onClose={onClose}
      errorTitle="No pudimos abrir el detalle del pedido"
      open={Boolean(order)}
      resetKey={order?.id ?? ''}
      loadingLabel="Cargando pedido"
    >
      <OrderDetailSheet {...props} />
    </LazyDialog>
  );
};
