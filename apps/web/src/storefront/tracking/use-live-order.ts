import { socketReconnection, socketTransports } from '@backoffice/shared/events';
import type {
  STOREFRONT_NAMESPACE as Namespace,
  STOREFRONT_ORDER_EVENT as OrderEvent,
  StorefrontTrackedOrder,
} from '@backoffice/shared/storefront';
import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';

// The contract's names, typed against it: importing the values would bring the schema library into this page.
const STOREFRONT_NAMESPACE: typeof Namespace = '/storefront';
const STOREFRONT_ORDER_EVENT: typeof OrderEvent = 'storefront:order';

export type LiveState = 'connecting' | 'online' | 'reconnecting' | 'offline' | 'finished';
/** The server's refusal of a handshake whose token opens no order (storefront-live.ts). */
const UNKNOWN_TOKEN = 'unknown_token';
const FINAL = new Set(['delivered', 'rejected', 'cancelled']);

export const isNewer = (next: StorefrontTrackedOrder, current: StorefrontTrackedOrder | null) =>
  !current || next.updatedAt >= current.updatedAt;

/**
 * Follows one order live: the socket joins the order's room with the tracking token (never an order id) and
 * gets every change; on each (re)connection the order is read again, so nothing missed while away is lost.
 * Stops once the order is finished. socket.io-client is loaded only here.
 */
export const useLiveOrder = (
  token: string,
  order: StorefrontTrackedOrder | null,
  onOrder: (order: StorefrontTrackedOrder) => void,
  refresh: () => void,
) => {
  const [state, setState] = useState<LiveState>('connecting');
  const finished = order !== null && FINAL.has(order.status);
  const [handlers] = useState(() => ({ onOrder, refresh }));
  handlers.onOrder = onOrder;
  handlers.refresh = refresh;

  useEffect(() => {
    if (finished) {
      setState('finished');
      return;
    }
    let socket: Socket | null = null;
    let cancelled = false;
    let connectedBefore = false;
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      const live = io(STOREFRONT_NAMESPACE, {
        path: '/socket.io',
        auth: { token },
        ...socketReconnection,
        ...socketTransports,
      });
      socket = live;
      live.on('connect', () => {
        setState('online');
        if (connectedBefore) handlers.refresh();
        connectedBefore = true;
      });
      live.on('disconnect', (reason) => {
        setState('reconnecting');
        // A disconnect decided by the server is not retried by the client library by itself.
        if (reason === 'io server disconnect')
          window.setTimeout(() => live.connect(), socketReconnection.reconnectionDelay);
      });
      live.on('connect_error', (error) => {
        // A token the server no longer knows cannot get better by retrying; the page keeps what it shows.
        if (error.message === UNKNOWN_TOKEN) {
          live.removeAllListeners();
          live.disconnect();
          setState('offline');
          return;
        }
        setState(connectedBefore ? 'reconnecting' : 'connecting');
      });
      live.on(STOREFRONT_ORDER_EVENT, (next: StorefrontTrackedOrder) => handlers.onOrder(next));
    });
    return () => {
      cancelled = true;
      socket?.removeAllListeners();
      socket?.disconnect();
    };
  }, [token, finished, handlers]);

  return state;
};
