import type { Order } from '@backoffice/shared';
import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { memo, type ReactNode, useCallback, useRef } from 'react';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { useFirstDrawDeferred } from '../../../hooks/use-first-draw-deferred.ts';
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
 * The first list's cards are drawn in the background, in slices (useFirstDrawDeferred: on a phone they were one task
 * of 100 ms and more); once the board is on screen, every change (a new order above all) is drawn in the render it
 * arrives in.
 */
export const LiveOrderBoard = ({ query, orders, now, onOpen, companyNames, olderShown, footer }: Props) => {
  const shown = useFirstDrawDeferred(query.isPending ? null : orders);
  // The same function at every render, so the board is skipped in the renders that do not change its orders.
  const latestOpen = useRef(onOpen);
  latestOpen.current = onOpen;
  const open = useCallback((order: Order) => latestOpen.current(order), []);
  if (shown == null && !query.isError)
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
