import {
  riderAppAccessSchema,
  riderAppPaths,
  riderAppSettingsSchema,
  riderCashHandoverBodySchema,
  riderCashHandoverSchema,
  riderCashListSchema,
  riderIdQuerySchema,
  riderInvitationSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkBase, publicUrlMissing } from '../../link-base.ts';
import { signedIn } from '../auth/auth.types.ts';
import { riderScopeOf } from '../riders/riders.service.ts';
import {
  endRiderAppSessions,
  managedRider,
  recordHandover,
  riderAppAccess,
  riderCashList,
  saveAppSettings,
} from './rider-admin.service.ts';
import { createInvitation, tenDigits } from './rider-invitations.ts';
import { appSettingsOf } from './rider-tasks.queries.ts';

const tags = ['riders'];
/** The settings as answered: `autoAssign` is optional to send but always in the answer. */
const riderAppSettingsAnswer = riderAppSettingsSchema.required();

/** The partner's and the fleet's side of the riders' app: invitations, sessions, cash and settings. */
export const riderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePartner('riders.read', 'deliveries-provider');
  const operate = app.requirePartner('riders.shift', 'deliveries-provider');

  app.post(
    riderAppPaths.invite,
    {
      schema: {
        tags,
        summary: 'Invitar a un repartidor a su app: enlace de un solo uso y código de 6 dígitos (vence en 1 h)',
        querystring: riderIdQuerySchema,
        response: { 201: riderInvitationSchema },
      },
      preHandler: operate,
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const rider = await managedRider(app.db, riderScopeOf(auth), request.query.ID);
      const base = linkBase(app.config, app.server);
      if (!base) throw publicUrlMissing();
      const { token, code, expiresAt } = await createInvitation(app.db, rider, auth.account.id);
      const link = `${base}/r/entrar?t=${token}`;
      const message = `Hola ${rider.name}, entra a la app de repartidor: ${link} — o escribe tu celular y el código ${code}. Vence en 1 hora.`;
      const phone = tenDigits(rider.phone);
      return reply.status(201).send({
        rider: rider.id,
        link,
        code,
        phone,
        expiresAt: expiresAt.toISOString(),
        whatsappUrl: `https://wa.me/52${phone}?text=${encodeURIComponent(message)}`,
        message,
      });
    },
  );

  app.get(
    riderAppPaths.access,
    {
      schema: {
        tags,
        summary: 'Acceso de un repartidor a su app: PIN, sesiones abiertas e invitación vigente',
        querystring: riderIdQuerySchema,
        response: { 200: riderAppAccessSchema },
      },
      preHandler: read,
    },
    async (request) => {
      const rider = await managedRider(app.db, riderScopeOf(signedIn(request)), request.query.ID);
      return riderAppAccess(app.db, rider.id);
    },
  );

  app.delete(
    riderAppPaths.endSession,
    {
      schema: {
        tags,
        summary: 'Cerrar la sesión del repartidor en su app (todas sus sesiones)',
        querystring: riderIdQuerySchema,
        response: { 204: z.null() },
      },
      preHandler: operate,
    },
    async (request, reply) => {
      const rider = await managedRider(app.db, riderScopeOf(signedIn(request)), request.query.ID);
      await endRiderAppSessions(app, rider.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    riderAppPaths.cash,
    {
      schema: {
        tags,
        summary: 'Efectivo de cada repartidor: cobrado y entregado hoy, y en mano',
        response: { 200: riderCashListSchema },
      },
      preHandler: read,
    },
    async (request) => ({ items: await riderCashList(app.db, riderScopeOf(signedIn(request))) }),
  );

  app.post(
    riderAppPaths.handover,
    {
      schema: {
        tags,
        summary: 'Registrar un corte: el repartidor entrega efectivo (línea en el libro de efectivo)',
        body: riderCashHandoverBodySchema,
        response: { 201: riderCashHandoverSchema },
      },
      preHandler: operate,
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const rider = await managedRider(app.db, riderScopeOf(auth), request.body.rider);
      const handover = await recordHandover(app.db, rider.id, request.body, auth.account.id);
      return reply.status(201).send(handover);
    },
  );

  app.get(
    riderAppPaths.settings,
    {
      schema: {
        tags,
        summary: 'Reglas de la app de repartidores: tiempo para aceptar y comprobante de entrega',
        response: { 200: riderAppSettingsAnswer },
      },
      preHandler: app.requirePartner('riders.read'),
    },
    async (request) => appSettingsOf(app.db, signedIn(request).account.partnerId!),
  );

  app.put(
    riderAppPaths.settings,
    {
      schema: {
        tags,
        summary: 'Cambiar las reglas de la app de repartidores',
        body: riderAppSettingsSchema,
        response: { 200: riderAppSettingsAnswer },
      },
      preHandler: app.requirePartner('fleet.manage'),
    },
    async (request) => saveAppSettings(app.db, signedIn(request).account.partnerId!, request.body),
  );
};
