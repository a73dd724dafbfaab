import type { Order } from '@backoffice/shared';
import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useRef } from 'react';
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

const Board = memo(OrderBoard);

/**
 * The live order list with its loading, error and empty states.
 *
 * A new list comes from the query cache, which React renders at once and whole; the board (its cards) is drawn from
 * a deferred copy instead, which React renders in the background in slices. On a phone the first list's cards were
 * one task of 100 ms and more in which nothing could be tapped. The ringing does not wait for it: alerts come from
 * the list's events, not from the board.
 */
export const LiveOrderBoard = ({ query, orders, now, onOpen, companyNames, olderShown }: Props) => {
  const shown = useDeferredValue(query.isPending ? null : orders);
  // The same function at every render, so the board is skipped in the renders that do not change its orders.
  const latestOpen = useRef(onOpen);
  latestOpen.current = onOpen;
  const open = useCallback((order: Order) => latestOpen.current(order), []);
  if (query.isError)
    return (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} title="No pudimos cargar los pedidos" />
    );
  if (shown === null)
    return (
      <Center h={200}>
        <Loader aria-label="Cargando pedidos" />
      </Center>
    );
  if (shown.length === 0) return <EmptyState title={EMPTY_ORDERS_TEXT} />;
  return <Board orders={shown} now={now} onOpen={open} companyNames={companyNames} allFinishedShown={olderShown} />;
};
