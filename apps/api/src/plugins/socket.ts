import type { IncomingHttpHeaders } from 'node:http';
import { SOCKET_NOT_AUTHENTICATED, SOCKET_READY } from '@backoffice/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { type DeliveryStats, deliverInTurns } from './room-delivery.ts';

export const companyRoom = (companyId: string) => `company:${companyId}`;
export const partnerAdminsRoom = (partnerId: string) => `partner-admins:${partnerId}`;
/** Every account of a partner, admins and members: riders' positions on the map (decision 055). */
export const partnerStaffRoom = (partnerId: string) => `partner-staff:${partnerId}`;
export const providerRoom = (providerId: string) => `provider:${providerId}`;

/** Told of every fan-out once it has been handed to Socket.IO (metrics, and the intake ordering test). */
export type FanoutObserver = (fanout: { event: string; ms: number }) => void;

/** A committed change to an order, or to the errand delivering it (`channel` unknown then). */
export type OrderChange = { orderId: string; channel: string | null };

export type LiveEvents = {
  /** Sends an event to a company and to every partner account that follows it. */
  toCompany: (companyId: string, event: string, payload: unknown) => void;
  toPartnerAdmins: (partnerId: string, event: string, payload: unknown) => void;
  toPartnerStaff: (partnerId: string, event: string, payload: unknown) => void;
  /** Sends an event to a delivery fleet's screens (errands its riders carry). */
  toProvider: (providerId: string, event: string, payload: unknown) => void;
  /** Sends an event to a rider's phone (room `rider:{id}`, decision 042). */
  toRider: (riderId: string, event: string, payload: unknown) => void;
  /** Makes the connected sockets of these accounts and of the partner's admins follow a new company at once. */
  followCompany: (companyId: string, partnerId: string, accountIds: string[]) => void;
  /** Moves every connected socket of an account (any process) into and out of rooms, without reconnecting. */
  moveAccount: (accountId: string, join: string[], leave: string[]) => void;
  observe: (observer: FanoutObserver) => void;
  /** Tells the watchers (the storefront's tracking) of an order change, after commit like every event here. */
  orderChanged: (change: OrderChange) => void;
  watchOrders: (watcher: (change: OrderChange) => void) => void;
  /** What the crowded-room delivery did so far in this process (decision 056). */
  deliveries: DeliveryStats;
};

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    live: LiveEvents;
  }
}

/** What the plugin itself reads of a socket's session; all of it is kept as `socket.data.auth`. */
export type SocketSession = { sessionId: string; expiresAt: Date };

/**
 * Port: what the socket asks the auth and live modules (modules/live/socket-hooks.ts), handed over by app.ts so this
 * plugin imports no module (decision 046). Methods, so the hooks may take the modules' richer session type.
 */
export type SocketHooks = {
  /** The session of a handshake's Cookie header, or null. */
  authenticate(cookieHeader: string): Promise<SocketSession | null>;
  /** When the session expires now, or null once it ended. */
  sessionExpiry(sessionId: string): Promise<Date | null>;
  /** Rooms are chosen from the session, never by the client (contract section 5). */
  roomsOf(session: SocketSession): Promise<string[]>;
  /** Runs once the socket joined its rooms. */
  connected(socket: Socket, session: SocketSession): Promise<void>;
  /**
   * What the ready event carries beside the count of rooms, read after the socket joined them: what the client would
   * otherwise ask for again at once (a company account's own company), saving every page load and reconnection a call.
   */
  readyPayload(session: SocketSession): Promise<Record<string, unknown>>;
  closing(): void;
};

type SocketData = { auth: SocketSession };

/**
 * The adapter publishes without waiting for the answer, and node-redis rejects a command still queued after
 * its 5 s timeout: when thousands of sockets leave at once, such a rejection went unhandled and ended the
 * process. Through this view of the client a failed publish is logged; every other member is the client's own.
 */
const publishingSafely = <C extends object>(client: C, app: FastifyInstance) =>
  new Proxy(client, {
    get: (target, property) => {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (property !== 'publish') return bound;
      return (...args: unknown[]) =>
        (bound(...args) as Promise<unknown>).catch((error: unknown) => {
          app.log.warn({ err: error }, 'redis publish failed');
          return 0;
        });
    },
  });

/** The host the browser asked for; behind a trusted proxy, the one it forwarded. */
const connectedHost = (headers: IncomingHttpHeaders, trustProxy: boolean) => {
  const forwarded = trustProxy ? headers['x-forwarded-host'] : undefined;
  const host = Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0];
  return (host ?? headers.host)?.trim().toLowerCase();
};

const sameSite = (origin: string, host: string | undefined) => {
  if (!host) return false;
  try {
    return new URL(origin).host.toLowerCase() === host;
  } catch {
    return false;
  }
};

/** Longest setTimeout delay Node accepts; a later expiry is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

export const socketPlugin = fp(async (app: FastifyInstance, hooks: SocketHooks) => {
  const allowedOrigin = app.config.PUBLIC_URL ? new URL(app.config.PUBLIC_URL).origin : undefined;
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    connectionStateRecovery: undefined,
    // Browsers always send Origin on a WebSocket or cross-origin request: a page of another site cannot ride the
    // cookie. Programs without a browser send none and still need the cookie.
    // Without PUBLIC_URL, only the page's own site: the Origin's host must be the host the browser connected to.
    allowRequest: (request, callback) => {
      const { origin } = request.headers;
      if (!origin) return callback(null, true);
      if (allowedOrigin) return callback(null, origin === allowedOrigin);
      callback(null, sameSite(origin, connectedHost(request.headers, app.config.TRUST_PROXY)));
    },
  });
  const redisClients: { quit: () => Promise<unknown> }[] = [];
  if (app.config.REDIS_URL) {
    const pub = createClient({ url: app.config.REDIS_URL });
    const sub = pub.duplicate();
    pub.on('error', (error) => app.log.error({ err: error }, 'redis publisher error'));
    sub.on('error', (error) => app.log.error({ err: error }, 'redis subscriber error'));
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    // node-redis v5 client types are stricter than the adapter declares; the runtime contract matches.
    io.adapter(createAdapter(publishingSafely(pub, app) as never, sub as never));
  }
  // Crowded rooms are written a chunk of sockets per turn of the event loop, merged writes under load (056).
  const deliveries = deliverInTurns(io.of('/').adapter);

  /**
   * Ending a session disconnects its sockets through its room (sessions.ts); an idle session simply expires,
   * so each socket also looks at its session when it would expire and leaves if it did.
   */
  const watchExpiry = (socket: Socket, expiresAt: Date) => {
    const timer = setTimeout(
      async () => {
        const { sessionId } = (socket.data as SocketData).auth;
        const next = await hooks.sessionExpiry(sessionId).catch(() => undefined);
        if (next === null) socket.disconnect(true);
        else if (socket.connected) watchExpiry(socket, next ?? new Date(Date.now() + 60_000));
      },
      Math.min(Math.max(expiresAt.getTime() - Date.now() + 50, 0), MAX_TIMER_MS),
    );
    socket.once('disconnect', () => clearTimeout(timer));
  };

  io.use(async (socket, next) => {
    try {
      const auth = await hooks.authenticate(socket.handshake.headers.cookie ?? '');
      if (!auth) return next(new Error(SOCKET_NOT_AUTHENTICATED));
      (socket.data as SocketData).auth = auth;
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  const welcome = async (socket: Socket) => {
    const { auth } = socket.data as SocketData;
    await socket.join(await hooks.roomsOf(auth));
    watchExpiry(socket, auth.expiresAt);
    await hooks.connected(socket, auth);
    socket.emit(SOCKET_READY, { rooms: socket.rooms.size, ...(await hooks.readyPayload(auth)) });
  };
  // A socket whose rooms cannot be read (the database gone, as while shutting down) is sent away to reconnect;
  // left unhandled, that failure would end the process.
  io.on('connection', (socket: Socket) => {
    welcome(socket).catch((error) => {
      app.log.warn({ err: error }, 'live connection could not be set up');
      socket.disconnect(true);
    });
  });

  const observers: FanoutObserver[] = [];
  const orderWatchers: ((change: OrderChange) => void)[] = [];
  const fanout = (room: string, event: string, payload: unknown) => {
    const started = performance.now();
    io.to(room).emit(event, payload);
    const ms = performance.now() - started;
    for (const observer of observers) observer({ event, ms });
  };

  app.decorate('io', io);
  app.decorate('live', {
    toCompany: (companyId, event, payload) => fanout(companyRoom(companyId), event, payload),
    toPartnerAdmins: (partnerId, event, payload) => fanout(partnerAdminsRoom(partnerId), event, payload),
    toPartnerStaff: (partnerId, event, payload) => fanout(partnerStaffRoom(partnerId), event, payload),
    toProvider: (providerId, event, payload) => fanout(providerRoom(providerId), event, payload),
    toRider: (riderId, event, payload) => fanout(`rider:${riderId}`, event, payload),
    deliveries,
    observe: (observer) => {
      observers.push(observer);
    },
    orderChanged: (change) => {
      for (const watcher of orderWatchers) watcher(change);
    },
    watchOrders: (watcher) => {
      orderWatchers.push(watcher);
    },
    followCompany: (companyId, partnerId, accountIds) =>
      io
        .in([partnerAdminsRoom(partnerId), ...accountIds.map((id) => `account:${id}`)])
        .socketsJoin(companyRoom(companyId)),
    moveAccount: (accountId, join, leave) => {
      if (leave.length > 0) io.in(`account:${accountId}`).socketsLeave(leave);
      if (join.length > 0) io.in(`account:${accountId}`).socketsJoin(join);
    },
  });

  // Open live connections would keep the HTTP server from closing. Ending them as transport closes (not as a
  // server-side disconnect) lets clients reconnect by themselves, to this process once it is back or to another.
  app.addHook('preClose', async () => {
    hooks.closing();
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.close();
    await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
  });
});
