import type { Order } from '@backoffice/shared';
import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { EMPTY_ORDERS_TEXT } from '../lib/order-groups.ts';
import { OrderBoard } from './order-board.tsx';

type Props = {
  query: Pick<UseQueryResult<Order[]>, 'isPending' | 'isError' | 'error' | 'refetch'>;
  /** The orders to show once loaded (a partner may have filtered them by company). */
  orders: Order[];
  now: number;
  onOpen: (order: Order) => void;
  companyNames?: Map<string, string>;
  /** Older pages were asked for: every finished order shows, not only the latest. */
  olderShown?: boolean;
};

/** The live order list with its loading, error and empty states. */
export const LiveOrderBoard = ({ query, orders, now, onOpen, companyNames, olderShown }: Props) => {
  if (query.isPending)
    return (
      <Center h={200}>
        <Loader aria-label="Cargando pedidos" />
      </Center>
    );
  if (query.isError)
    return (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} title="No pudimos cargar los pedidos" />
    );
  if (orders.length === 0) return <EmptyState title={EMPTY_ORDERS_TEXT} />;
  return (
    <OrderBoard orders={orders} now={now} onOpen={onOpen} companyNames={companyNames} allFinishedShown={olderShown} />
  );
};
