import { type AccountType, APP_ID_HEADER, KNOWN_APP_IDS } from '@backoffice/shared';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, notAuthenticated } from '../errors.ts';
import { findSession, SESSION_COOKIE } from '../modules/auth/auth.service.ts';
import '../modules/auth/auth.types.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads the session cookie on every request and refuses cookie-authenticated writes without a known X-App-Id. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.auth = await findSession(app.db, token, app.config.SESSION_IDLE_HOURS);
    if (request.auth && !SAFE_METHODS.has(request.method)) {
      const appId = request.headers[APP_ID_HEADER];
      if (typeof appId !== 'string' || !(KNOWN_APP_IDS as readonly string[]).includes(appId)) {
        throw new AppError(403, 'app_id_required', 'Solicitud rechazada: falta la identificación de la aplicación.');
      }
    }
  });

  app.decorate('requireAuth', (...types: AccountType[]) => async (request: FastifyRequest) => {
    if (!request.auth) throw notAuthenticated();
    if (types.length > 0 && !types.includes(request.auth.account.type)) throw forbidden();
  });
});
