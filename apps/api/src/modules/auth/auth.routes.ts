import { authSessionSchema, loginBodySchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { login, logout, SESSION_COOKIE } from './auth.service.ts';
import { signedIn } from './auth.types.ts';
import { buildSessionBody } from './session-body.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.COOKIE_SECURE ?? app.config.PUBLIC_URL?.startsWith('https://') ?? false,
  };

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
        {
          sessionIdleHours: app.config.SESSION_IDLE_HOURS,
          maxFailures: app.config.LOGIN_MAX_FAILURES,
          failureWindowMinutes: app.config.LOGIN_FAILURE_WINDOW_MINUTES,
        },
        { ...request.body, ip: request.ip },
      );
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: 30 * 24 * 3600 });
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

  app.post(
    '/auth/logout',
    {
      schema: { tags: ['auth'], summary: 'Cerrar sesión', response: { 204: z.null() } },
      preHandler: app.requireAuth(),
    },
    async (request, reply) => {
      await logout(app.db, signedIn(request).tokenHash);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return reply.status(204).send(null);
    },
  );
};
