import { APP_ID_HEADER, KNOWN_APP_IDS } from '@backoffice/shared';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.ts';
import { findSession, SESSION_COOKIE } from './auth.service.ts';
import { setSessionCookie } from './cookie.ts';
import './auth.types.ts';
import {
  isGuard,
  type RouteAccess,
  requireAuthGuard,
  requireFleetGuard,
  requirePartnerGuard,
  routeAccessOf,
} from './guard.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads the session cookie on every request and refuses cookie-authenticated writes without a known X-App-Id. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request, reply) => {
    // The build's files are the same for everyone: a first load's 15-30 scripts and styles need no session read each.
    if (request.url.startsWith('/assets/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await findSession(app.db, token, app.config.SESSION_IDLE_HOURS);
    request.auth = found;
    if (found?.renewed) setSessionCookie(reply, app.config, token);
    if (request.auth && !SAFE_METHODS.has(request.method)) {
      const appId = request.headers[APP_ID_HEADER];
      if (typeof appId !== 'string' || !(KNOWN_APP_IDS as readonly string[]).includes(appId)) {
        throw new AppError(403, 'app_id_required', 'Solicitud rechazada: falta la identificación de la aplicación.');
      }
    }
  });

  app.decorate('requireAuth', requireAuthGuard);
  app.decorate('requirePartner', requirePartnerGuard);
  app.decorate('requireFleet', requireFleetGuard);
  // Every route's declared access, read by the authorization tests (each partner route names its action).
  const routeAccess: (RouteAccess & { method: string; url: string })[] = [];
  app.decorate('routeAccess', routeAccess);
  app.addHook('onRoute', (route) => {
    const access = routeAccessOf(route);
    if (!access) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeAccess.push({ ...access, method, url: route.url });
    }
    // Access is checked before the input is validated, so a caller without permission learns nothing about it.
    const handlers = [route.preHandler ?? []].flat();
    route.preValidation = [...handlers.filter(isGuard), ...[route.preValidation ?? []].flat()];
    route.preHandler = handlers.filter((handler) => !isGuard(handler));
  });
});
