import { RIDER_SESSION_COOKIE, riderRoom } from '@backoffice/shared';
import { parseCookie } from 'cookie';
import type { FastifyInstance } from 'fastify';
import { findRiderSession, type RiderSignedIn, riderSessionExpiry, riderSessionRoom } from './rider-session.ts';

/** The rider's side of the socket port (plugins/socket.ts): who a rider socket is and its rooms. */
export const riderSocketHooks = (app: FastifyInstance) => ({
  authenticate: async (cookieHeader: string) => {
    const token = parseCookie(cookieHeader)[RIDER_SESSION_COOKIE];
    return token ? await findRiderSession(app.db, token) : null;
  },
  sessionExpiry: (sessionId: string) => riderSessionExpiry(app.db, sessionId),
  isRider: (auth: object): auth is RiderSignedIn => 'rider' in auth,
  roomsOf: async (auth: RiderSignedIn) => [riderRoom(auth.rider.id), riderSessionRoom(auth.sessionId)],
});
