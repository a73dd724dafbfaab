import type { Order } from '@backoffice/shared';
import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { memo, type ReactNode, useCallback, useDeferredValue, useEffect, useRef } from 'react';
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
  /**
   * What goes under the list ("Cargar más", the shift prompt): drawn with the list, its empty state or its error, not
   * under the loader. Under the loader it was drawn first and then pushed down by the list (a layout shift of 0.12 on
   * a phone, Lighthouse's CLS).
   */
  footer?: ReactNode;
};

const Board = memo(OrderBoard);

/**
 * The live order list with its loading, error and empty states.
 *
 * The first list comes from the query cache, which React renders at once and whole; until it is drawn, the board
 * (its cards) is drawn from a deferred copy instead, which React renders in the background in slices. On a phone the
 * first list's cards were one task of 100 ms and more in which nothing could be tapped. Once the board is on screen,
 * every change (a new order above all) is drawn in the same render as it arrives: a deferred render restarts at every
 * tick of `now`, and a new order must never wait behind them.
 */
export const LiveOrderBoard = ({ query, orders, now, onOpen, companyNames, olderShown, footer }: Props) => {
  const latest = query.isPending ? null : orders;
  const deferred = useDeferredValue(latest);
  const drawn = useRef(false);
  const shown = drawn.current ? latest : deferred;
  useEffect(() => {
    drawn.current = shown !== null;
  });
  // The same function at every render, so the board is skipped in the renders that do not change its orders.
  const latestOpen = useRef(onOpen);
  latestOpen.current = onOpen;
  const open = useCallback((order: Order) => latestOpen.current(order), []);
  if (shown === null && !query.isError)
    return (
      <Center h={200}>
        <Loader aria-label="Cargando pedidos" />
      </Center>
    );
  return (
    <>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} title="No pudimos cargar los pedidos" />
      ) : shown?.length ? (
        <Board orders={shown} now={now} onOpen={open} companyNames={companyNames} allFinishedShown={olderShown} />
      ) : (
        <EmptyState title={EMPTY_ORDERS_TEXT} />
      )}
      {footer}
    </>
  );
};
