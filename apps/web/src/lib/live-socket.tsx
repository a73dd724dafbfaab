import { socketReconnection } from '@backoffice/shared';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useAuth } from '../features/auth/auth-context.tsx';

export type LiveStatus = 'offline' | 'connecting' | 'online';
type LiveContextValue = { socket: Socket | null; status: LiveStatus };

const LiveContext = createContext<LiveContextValue>({ socket: null, status: 'offline' });

/**
 * The live socket of seed section 4: connects manually once an account is signed in, disconnects on leaving,
 * and reconnects by itself with the delays of section 9. The server decides the rooms from the session cookie.
 */
export const LiveProvider = ({ children }: { children: ReactNode }) => {
  const { status: authStatus, authUser } = useAuth();
  const [value, setValue] = useState<LiveContextValue>({ socket: null, status: 'offline' });
  const accountId = authStatus === 'signed-in' ? authUser?.id : undefined;

  useEffect(() => {
    if (!accountId) return;
    const socket = io({ path: '/socket.io', autoConnect: false, withCredentials: true, ...socketReconnection });
    const update = (status: LiveStatus) => setValue({ socket, status });
    socket.on('connect', () => update('online'));
    socket.on('disconnect', (reason) => {
      update('connecting');
      // A disconnect decided by the server is not retried by the client library; a missed order is lost money.
      if (reason === 'io server disconnect')
        window.setTimeout(() => socket.connect(), socketReconnection.reconnectionDelay);
    });
    socket.io.on('reconnect_attempt', () => update('connecting'));
    update('connecting');
    socket.connect();
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      setValue({ socket: null, status: 'offline' });
    };
  }, [accountId]);

  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
};

export const useLive = () => useContext(LiveContext);

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
