import { SOCKET_NOT_AUTHENTICATED, socketReconnection, socketTransports } from '@backoffice/shared/events';
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { useAuth } from './auth-context.tsx';

export type LiveStatus = 'offline' | 'connecting' | 'online';
type LiveConnection = { socket: Socket | null; status: LiveStatus };

const OFFLINE: LiveConnection = { socket: null, status: 'offline' };

/**
 * The connection as a store its readers subscribe to. As a context value, each change (connecting, online, a drop)
 * drew the provider again and made React walk every component of the page in search of its readers, in the tasks
 * right after the first paint.
 */
const createLiveStore = () => {
  let connection = OFFLINE;
  const listeners = new Set<() => void>();
  return {
    get: () => connection,
    set: (next: LiveConnection) => {
      connection = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};
type LiveStore = ReturnType<typeof createLiveStore>;

const LiveContext = createContext<LiveStore>(createLiveStore());

/**
 * The live socket of seed section 4: connects manually once an account is signed in, disconnects on leaving,
 * and reconnects by itself with the delays of section 9. The server decides the rooms from the session cookie.
 */
export const LiveProvider = ({ children }: { children: ReactNode }) => {
  const { status: authStatus, authUser, sessionEnded } = useAuth();
  const [store] = useState(createLiveStore);
  const accountId = authStatus === 'signed-in' ? authUser?.id : undefined;

  useEffect(() => {
    if (!accountId) return;
    // The client library is loaded only once someone is signed in: the sign-in screen never carries it.
    let socket: Socket | null = null;
    let cancelled = false;
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      const live = io({
        path: '/socket.io',
        autoConnect: false,
        withCredentials: true,
        ...socketReconnection,
        ...socketTransports,
      });
      socket = live;
      const update = (status: LiveStatus) => store.set({ socket: live, status });
      live.on('connect', () => update('online'));
      live.on('disconnect', (reason) => {
        update('connecting');
        // A disconnect decided by the server is not retried by the client library; a missed order is lost money.
        if (reason === 'io server disconnect')
          window.setTimeout(() => live.connect(), socketReconnection.reconnectionDelay);
      });
      live.io.on('reconnect_attempt', () => update('connecting'));
      // Refused for want of a session (signed out in another tab, password changed, removed from the team):
      // retrying cannot help. Stop, and the signed-out routes send the person to /login.
      live.on('connect_error', (error) => {
        if (error.message !== SOCKET_NOT_AUTHENTICATED) return;
        live.removeAllListeners();
        live.disconnect();
        sessionEnded();
      });
      update('connecting');
      live.connect();
    });
    return () => {
      cancelled = true;
      socket?.removeAllListeners();
      socket?.disconnect();
      store.set(OFFLINE);
    };
  }, [accountId, sessionEnded, store]);

  return <LiveContext.Provider value={store}>{children}</LiveContext.Provider>;
};

export const useLive = () => {
  const store = useContext(LiveContext);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
};

/** Subscribes to one event while the socket exists; the handler may change between renders. */
export const useLiveEvent = <T,>(event: string | null, handler: (payload: T) => void) => {
  const { socket } = useLive();
  const [latest] = useState(() => ({ current: handler }));
  latest.current = handler;
  useEffect(() => {
    if (!socket || !event) return;
    const listener = (payload: T) => latest.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event, latest]);
};
