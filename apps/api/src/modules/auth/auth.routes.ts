import { authSessionSchema, loginBodySchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountRoutes } from './account.routes.ts';
import { login } from './auth.service.ts';
import { signedIn } from './auth.types.ts';
import { clearSessionCookie, setSessionCookie } from './cookie.ts';
import { loginLimitsOf } from './login-limits.ts';
import { buildSessionBody } from './session-body.ts';
import { endSession } from './sessions.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Iniciar sesión',
        body: loginBodySchema,
        response: { 200: authSessionSchema },
      },
    },
    async (request, reply) => {
      const { token, account } = await login(
        app.db,
        { sessionIdleHours: app.config.SESSION_IDLE_HOURS, limits: loginLimitsOf(app.config) },
        { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] },
      );
      setSessionCookie(reply, app.config, token);
      return buildSessionBody(app.db, account);
    },
  );

  app.get(
    '/auth/me',
    {
      schema: { tags: ['auth'], summary: 'Sesión actual', response: { 200: authSessionSchema } },
      preHandler: app.requireAuth(),
    },
    async (request) => buildSessionBody(app.db, signedIn(request).account),
  );

  // The web's first check: signed out is a normal answer (200 null), not a 401 that Chromium logs as a failed load
  // on every signed-out page. /auth/me keeps its contract (401).
  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sesión actual, o null sin sesión (sin 401)',
        response: { 200: authSessionSchema.nullable() },
      },
    },
    async (request) => (request.auth ? buildSessionBody(app.db, request.auth.account) : null),
  );

  app.post(
    '/auth/logout',
    {
      schema: { tags: ['auth'], summary: 'Cerrar sesión', response: { 204: z.null() } },
      preHandler: app.requireAuth(),
    },
    async (request, reply) => {
      const auth = signedIn(request);
      await endSession({ db: app.db, io: app.io }, auth.account.id, auth.sessionId);
      clearSessionCookie(reply, app.config);
      return reply.status(204).send(null);
    },
  );

  await app.register(accountRoutes);
};
