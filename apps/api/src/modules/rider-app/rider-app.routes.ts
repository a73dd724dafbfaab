import {
  riderActivateBodySchema,
  riderAppPaths,
  riderDeviceBodySchema,
  riderDeviceRemoveBodySchema,
  riderInvitationCheckSchema,
  riderInvitationProofSchema,
  riderLoginBodySchema,
  riderSessionSchema,
  riderShiftBodySchema,
  riderTaskActionBodySchema,
  riderTaskListSchema,
  riderTaskQuerySchema,
  riderTaskSchema,
} from '@backoffice/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { riders } from '../../db/schema/index.ts';
import { loginLimitsOf } from '../auth/login-limits.ts';
import { CodeLockedError } from './delivery-code-limit.ts';
import { announceErrand } from './rider-events.ts';
import { activateInvitation, describeInvitation, findInvitation, riderLogin } from './rider-invitations.ts';
import { removeRiderDevice, saveRiderDevice } from './rider-push.ts';
import { RIDER_COOKIE_ONLY, riderUploadRoute } from './rider-routes-shared.ts';
import { clearRiderCookie, endRiderSessions, openRiderSession, riderOf, setRiderCookie } from './rider-session.ts';
import { riderSessionBody } from './rider-session-body.ts';
import { riderTask, riderTaskList, takeAction } from './rider-tasks.service.ts';

const tags = ['rider-app'];

/** The rider's own routes under /api/r (decision 042): reached only with a rider session. */
export const riderAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = loginLimitsOf(app.config);
  const rider = app.requireRider;

  app.post(
    riderAppPaths.invitationCheck,
    {
      schema: {
        tags,
        summary: 'Repartidor: comprobar una invitación (enlace o celular y código) antes de elegir el PIN',
        body: riderInvitationProofSchema,
        response: { 200: riderInvitationCheckSchema },
      },
    },
    async (request) => {
      const invitation = await findInvitation(app.db, limits, request.body, request.ip);
      return (await describeInvitation(app.db, invitation)).check;
    },
  );

  app.post(
    riderAppPaths.activate,
    {
      schema: {
        tags,
        summary: 'Repartidor: usar la invitación, elegir el PIN e iniciar sesión',
        body: riderActivateBodySchema,
        response: { 200: riderSessionSchema },
      },
    },
    async (request, reply) => {
      const { pin, ...proof } = request.body as { pin: string } & ({ token: string } | { phone: string; code: string });
      const invitation = await findInvitation(app.db, limits, proof, request.ip);
      const { rider: row } = await describeInvitation(app.db, invitation);
      await activateInvitation(app.db, invitation, pin);
      app.riderSessions.forget(row.id);
      const session = await openRiderSession(app.db, row.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setRiderCookie(reply, app.config, session.token);
      return riderSessionBody(app.db, row, session.expiresAt);
    },
  );

  app.post(
    riderAppPaths.login,
    {
      schema: {
        tags,
        summary: 'Repartidor: iniciar sesión con celular y PIN',
        body: riderLoginBodySchema,
        response: { 200: riderSessionSchema },
      },
    },
    async (request, reply) => {
      const row = await riderLogin(app.db, limits, request.body.phone, request.body.pin, request.ip);
      const session = await openRiderSession(app.db, row.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setRiderCookie(reply, app.config, session.token);
      return riderSessionBody(app.db, row, session.expiresAt);
    },
  );

  app.get(
    riderAppPaths.me,
    {
      schema: {
        tags,
        summary: 'Repartidor: sesión actual',
        security: RIDER_COOKIE_ONLY,
        response: { 200: riderSessionSchema },
      },
      preHandler: rider,
    },
    async (request) => {
      const auth = riderOf(request);
      return riderSessionBody(app.db, auth.rider, auth.expiresAt);
    },
  );

  app.post(
    riderAppPaths.logout,
    {
      schema: { tags, summary: 'Repartidor: cerrar sesión', security: RIDER_COOKIE_ONLY, response: { 204: z.null() } },
      preHandler: rider,
    },
    async (request, reply) => {
      const auth = riderOf(request);
      await endRiderSessions(app, auth.rider.id, auth.sessionId);
      clearRiderCookie(reply, app.config);
      return reply.status(204).send(null);
    },
  );

  app.put(
    riderAppPaths.shift,
    {
      schema: {
        tags,
        summary: 'Repartidor: empezar o terminar turno',
        security: RIDER_COOKIE_ONLY,
        body: riderShiftBodySchema,
        response: { 200: riderSessionSchema },
      },
      preHandler: rider,
    },
    async (request) => {
      const auth = riderOf(request);
      const [row] = await app.db
        .update(riders)
        .set({ onShift: request.body.onShift, updatedAt: sql`now()` })
        .where(eq(riders.id, auth.rider.id))
        .returning();
      // The position route refuses or takes the next batch by the new shift at once.
      app.riderSessions.forget(auth.rider.id);
      return riderSessionBody(app.db, row, auth.expiresAt);
    },
  );

  app.get(
    riderAppPaths.tasks,
    {
      schema: {
        tags,
        summary: 'Repartidor: mis tareas abiertas y las cerradas en el turno',
        security: RIDER_COOKIE_ONLY,
        response: { 200: riderTaskListSchema },
      },
      preHandler: rider,
    },
    async (request) => riderTaskList(app.db, riderOf(request).rider),
  );

  app.get(
    riderAppPaths.task,
    {
      schema: {
        tags,
        summary: 'Repartidor: una de mis tareas',
        security: RIDER_COOKIE_ONLY,
        querystring: riderTaskQuerySchema,
        response: { 200: riderTaskSchema },
      },
      preHandler: rider,
    },
    async (request) => riderTask(app.db, riderOf(request).rider.id, request.query.ID),
  );

  app.post(
    riderAppPaths.action,
    {
      schema: {
        tags,
        summary: 'Repartidor: aceptar, rechazar, llegué, recogido, entregado o no entregado (idempotente por actionId)',
        security: RIDER_COOKIE_ONLY,
        body: riderTaskActionBodySchema,
        response: { 200: riderTaskSchema },
      },
      preHandler: rider,
    },
    async (request) => {
      const auth = riderOf(request);
      const outcome = await takeAction(app.db, auth.rider, request.body).catch(async (error: unknown) => {
        // The try that locked the task tells the dispatcher (history line and errand event).
        if (error instanceof CodeLockedError && error.errand) await announceErrand(app, error.errand, auth.rider.id);
        throw error;
      });
      if (outcome.errand) await announceErrand(app, outcome.errand, auth.rider.id);
      return riderTask(app.db, auth.rider.id, request.body.task);
    },
  );

  app.put(
    riderAppPaths.devices,
    {
      schema: {
        tags,
        summary: 'Repartidor: registrar este celular para avisos (Web Push) de tareas nuevas',
        body: riderDeviceBodySchema,
        response: { 204: z.null() },
      },
      preHandler: rider,
    },
    async (request, reply) => {
      await saveRiderDevice(app, riderOf(request).rider.id, request.body.device);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    riderAppPaths.devices,
    {
      schema: {
        tags,
        summary: 'Repartidor: dejar de recibir avisos en este celular',
        body: riderDeviceRemoveBodySchema,
        response: { 204: z.null() },
      },
      preHandler: rider,
    },
    async (request, reply) => {
      await removeRiderDevice(app, riderOf(request).rider.id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  await app.register(riderUploadRoute);
};
