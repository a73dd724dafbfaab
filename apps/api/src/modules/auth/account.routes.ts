import {
  changePasswordBodySchema,
  endedSessionsSchema,
  idSchema,
  openSessionListSchema,
  PASSWORD_RESET_MINUTES,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  passwordResetRequestedSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { linkBase, MISSING_PUBLIC_URL } from '../../link-base.ts';
import { createMailer } from '../mail/mailer.ts';
import { changePassword, openSessionsOf } from './account.service.ts';
import { signedIn } from './auth.types.ts';
import { loginLimitsOf } from './login-limits.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { endSession, endSessionsOf } from './sessions.ts';

const tags = ['auth'];
const RESET_REQUESTED =
  'Si ese correo tiene una cuenta, te enviamos un enlace para cambiar la contraseña. Revisa tu bandeja de entrada (y el correo no deseado).';

/** The signed-in person's own account: password, open sessions; and the password reset by e-mail. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, io: app.io };
  const mailer = createMailer({ smtpUrl: app.config.SMTP_URL, from: app.config.MAIL_FROM }, app.log);
  app.addHook('onClose', async () => mailer.close());

  app.post(
    '/auth/password',
    {
      schema: {
        tags,
        summary: 'Cambiar la contraseña (cierra las demás sesiones)',
        body: changePasswordBodySchema,
        response: { 200: endedSessionsSchema },
      },
      preHandler: app.requireAuth(),
    },
    async (request) => ({
      ended: await changePassword({ ...deps, limits: loginLimitsOf(app.config) }, signedIn(request), {
        ...request.body,
        ip: request.ip,
      }),
    }),
  );

  app.get(
    '/auth/sessions',
    {
      schema: { tags, summary: 'Sesiones abiertas de la cuenta', response: { 200: openSessionListSchema } },
      preHandler: app.requireAuth(),
    },
    async (request) => openSessionsOf(deps, signedIn(request)),
  );

  app.delete(
    '/auth/sessions/others',
    {
      schema: { tags, summary: 'Cerrar las demás sesiones', response: { 200: endedSessionsSchema } },
      preHandler: app.requireAuth(),
    },
    async (request) => {
      const auth = signedIn(request);
      return { ended: await endSessionsOf(deps, auth.account.id, { except: auth.sessionId }) };
    },
  );

  app.delete(
    '/auth/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Cerrar una sesión',
        params: z.object({ id: idSchema }),
        response: { 204: z.null() },
      },
      preHandler: app.requireAuth(),
    },
    async (request, reply) => {
      if (!(await endSession(deps, signedIn(request).account.id, request.params.id))) {
        throw notFound('No encontramos esa sesión.');
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/password-reset/request',
    {
      schema: {
        tags,
        summary: `Pedir un enlace para cambiar la contraseña (sirve una vez, ${PASSWORD_RESET_MINUTES} minutos)`,
        body: passwordResetRequestBodySchema,
        response: { 202: passwordResetRequestedSchema },
      },
    },
    async (request, reply) => {
      const base = linkBase(app.config, app.server);
      if (!base) {
        request.log.error(MISSING_PUBLIC_URL);
        return reply.status(202).send({ message: RESET_REQUESTED });
      }
      // Not awaited: the answer, and how long it takes, must not depend on whether the e-mail has an account.
      requestPasswordReset(
        { db: app.db, mailer, windowMinutes: app.config.LOGIN_FAILURE_WINDOW_MINUTES },
        {
          email: request.body.email,
          ip: request.ip,
          resetUrl: (token) => `${base}/reset-password?token=${token}`,
        },
      ).catch((error) => request.log.error({ err: error }, 'password reset mail failed'));
      return reply.status(202).send({ message: RESET_REQUESTED });
    },
  );

  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags,
        summary: 'Elegir una contraseña nueva con el enlace recibido (cierra todas las sesiones)',
        body: passwordResetBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body);
      return reply.status(204).send(null);
    },
  );
};
