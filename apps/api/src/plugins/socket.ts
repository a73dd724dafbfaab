import { SOCKET_READY, WHATSAPP_CONNECTION, WHATSAPP_FETCH } from '@backoffice/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import { parseCookie } from 'cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { accessibleCompanyIds } from '../modules/auth/access.ts';
import { findSession, SESSION_COOKIE } from '../modules/auth/auth.service.ts';
import type { SignedIn } from '../modules/auth/auth.types.ts';

export const companyRoom = (companyId: string) => `company:${companyId}`;
export const partnerAdminsRoom = (partnerId: string) => `partner-admins:${partnerId}`;

export type LiveEvents = {
  /** Sends an event to a company and to every partner account that follows it. */
  toCompany: (companyId: string, event: string, payload: unknown) => void;
  toPartnerAdmins: (partnerId: string, event: string, payload: unknown) => void;
  /** Makes the connected sockets of these accounts and of the partner's admins follow a new company at once. */
  followCompany: (companyId: string, partnerId: string, accountIds: string[]) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    live: LiveEvents;
  }
}

type SocketData = { auth: SignedIn };

/** Rooms are chosen here, from the session, never by the client (contract section 5). */
const roomsFor = async (app: FastifyInstance, auth: SignedIn) => {
  const { account } = auth;
  const rooms = [`account:${account.id}`];
  if (account.type === 'deliveries-provider') return [...rooms, `provider:${account.providerId}`];
  const companyIds = await accessibleCompanyIds(app.db, auth);
  rooms.push(...companyIds.map(companyRoom));
  if (account.type === 'partner' && account.role === 'admin') rooms.push(partnerAdminsRoom(account.partnerId!));
  return rooms;
};

export const socketPlugin = fp(async (app: FastifyInstance) => {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false, connectionStateRecovery: undefined });
  const redisClients: { quit: () => Promise<unknown> }[] = [];
  if (app.config.REDIS_URL) {
    const pub = createClient({ url: app.config.REDIS_URL });
    const sub = pub.duplicate();
    pub.on('error', (error) => app.log.error({ err: error }, 'redis publisher error'));
    sub.on('error', (error) => app.log.error({ err: error }, 'redis subscriber error'));
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    // node-redis v5 client types are stricter than the adapter declares; the runtime contract matches.
    io.adapter(createAdapter(pub as never, sub as never));
  }

  io.use(async (socket, next) => {
    try {
      const token = parseCookie(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
      const auth = token ? await findSession(app.db, token, app.config.SESSION_IDLE_HOURS) : null;
      if (!auth) return next(new Error('not_authenticated'));
      (socket.data as SocketData).auth = auth;
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  io.on('connection', async (socket: Socket) => {
    const { auth } = socket.data as SocketData;
    await socket.join(await roomsFor(app, auth));
    socket.emit(SOCKET_READY, { rooms: socket.rooms.size });
    if (auth.account.type === 'partner' && auth.account.role === 'admin') {
      // No messaging-app session is connected yet: answer fetches with the closed state.
      socket.on(WHATSAPP_FETCH, () => socket.emit(WHATSAPP_CONNECTION, { connection: 'close' }));
    }
  });

  app.decorate('io', io);
  app.decorate('live', {
    toCompany: (companyId, event, payload) => io.to(companyRoom(companyId)).emit(event, payload),
    toPartnerAdmins: (partnerId, event, payload) => io.to(partnerAdminsRoom(partnerId)).emit(event, payload),
    followCompany: (companyId, partnerId, accountIds) =>
      io
        .in([partnerAdminsRoom(partnerId), ...accountIds.map((id) => `account:${id}`)])
        .socketsJoin(companyRoom(companyId)),
  });

  // Open live connections would keep the HTTP server from closing. Ending them as transport closes (not as a
  // server-side disconnect) lets clients reconnect by themselves, to this process once it is back or to another.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.close();
    await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
  });
});
