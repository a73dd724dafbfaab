import { parseCookie } from 'cookie';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { SocketHooks } from '../../plugins/socket.ts';
import { findSession, SESSION_COOKIE, sessionExpiry } from '../auth/auth.service.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { sessionRoom } from '../auth/sessions.ts';
import { roomsFor } from '../auth/socket-rooms.ts';
import { listenOrderOpened } from './order-opened.ts';
import { stopTrackingScreens, trackCompanyScreen } from './presence.ts';

/** What the socket plugin asks of the modules: who a socket is, its rooms, and what it starts (decision 046). */
export const socketHooks = (app: FastifyInstance): SocketHooks => ({
  authenticate: async (cookieHeader) => {
    const token = parseCookie(cookieHeader)[SESSION_COOKIE];
    return token ? await findSession(app.db, token, app.config.SESSION_IDLE_HOURS) : null;
  },
  sessionExpiry: (sessionId) => sessionExpiry(app.db, sessionId),
  roomsOf: async (auth: SignedIn) => [...(await roomsFor(app.db, auth)), sessionRoom(auth.sessionId)],
  connected: async (socket: Socket, auth: SignedIn) => {
    if (auth.account.type === 'company' && auth.account.companyId) {
      await trackCompanyScreen(app, socket, auth.account.companyId);
    }
    if (auth.account.type !== 'deliveries-provider') listenOrderOpened(app, socket);
  },
  closing: () => stopTrackingScreens(app),
});
