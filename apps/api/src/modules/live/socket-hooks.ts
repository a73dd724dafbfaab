import { parseCookie } from 'cookie';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { SocketHooks } from '../../plugins/socket.ts';
import { toCompanyDto } from '../../shared/company-dto.ts';
import { findSession, SESSION_COOKIE, sessionExpiry } from '../auth/auth.service.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { sessionRoom } from '../auth/sessions.ts';
import { roomsFor } from '../auth/socket-rooms.ts';
import { findCompany } from '../companies/companies.queries.ts';
import { riderSocketHooks } from '../rider-app/rider-socket.ts';
import { listenOrderOpened } from './order-opened.ts';
import { stopTrackingScreens, trackCompanyScreen } from './presence.ts';

/** What the socket plugin asks of the modules: who a socket is, its rooms, and what it starts (decision 046). */
export const socketHooks = (app: FastifyInstance): SocketHooks => {
  // A rider's phone (decision 042) connects with the rider cookie and joins its rider rooms only.
  const rider = riderSocketHooks(app);
  return {
    authenticate: async (cookieHeader) => {
      const token = parseCookie(cookieHeader)[SESSION_COOKIE];
      const staff = token ? await findSession(app.db, token, app.config.SESSION_IDLE_HOURS) : null;
      return staff ?? (await rider.authenticate(cookieHeader));
    },
    sessionExpiry: async (sessionId) =>
      (await sessionExpiry(app.db, sessionId)) ?? (await rider.sessionExpiry(sessionId)),
    roomsOf: async (auth: SignedIn) =>
      rider.isRider(auth) ? rider.roomsOf(auth) : [...(await roomsFor(app.db, auth)), sessionRoom(auth.sessionId)],
    connected: async (socket: Socket, auth: SignedIn) => {
      if (rider.isRider(auth)) return;
      if (auth.account.type === 'company' && auth.account.companyId) {
        await trackCompanyScreen(app, socket, auth.account.companyId);
      }
      if (auth.account.type !== 'deliveries-provider') listenOrderOpened(app, socket);
    },
    readyPayload: async (auth: SignedIn) => {
      if (rider.isRider(auth) || auth.account.type !== 'company' || !auth.account.companyId) return {};
      // Read after the join: a change saved after this read reaches the socket as update:company.
      const company = await findCompany(app.db, auth.account.companyId);
      return company ? { company: toCompanyDto(company) } : {};
    },
    closing: () => stopTrackingScreens(app),
  };
};
