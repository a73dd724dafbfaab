import { io, type Socket } from 'socket.io-client';

export type Received<P> = { event: string; payload: P };

/**
 * Named socket.io clients that record every event they hear but 'ready', so that a test can check who heard
 * what: `received[name]` is the record of the socket connected under that name.
 */
export const listeners = <P = Record<string, unknown>>() => {
  const received: Record<string, Received<P>[]> = {};
  /** Connects with a session cookie, starts `name`'s record afresh and resolves once the server says 'ready'. */
  const connect = (url: string, name: string, cookie: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(url, {
        transports: ['websocket'],
        extraHeaders: { cookie },
        reconnection: false,
      });
      received[name] = [];
      socket.onAny((event, payload) => {
        if (event !== 'ready') received[name].push({ event, payload });
      });
      socket.once('ready', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  /** Empties every record. */
  const clear = () => {
    for (const name of Object.keys(received)) received[name] = [];
  };
  return { received, connect, clear };
};

/** Polls until `check` (which may read the database) holds, failing after `ms`. */
export const waitFor = async (check: () => boolean | Promise<boolean>, ms = 3000) => {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error('timed out waiting for live events or rows');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Leaves time for any late event to arrive. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
