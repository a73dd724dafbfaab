import {
  joinPartnerSchema,
  joinRequestApproveBodySchema,
  joinRequestApprovedSchema,
  joinRequestBodySchema,
  joinRequestIdQuerySchema,
  joinRequestListQuerySchema,
  joinRequestPageSchema,
  joinRequestReceivedSchema,
  joinRequestRejectBodySchema,
  joinRequestSchema,
  newJoinRequestEvent,
  updateJoinRequestEvent,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../auth/auth.types.ts';
import { toJoinRequestDto } from './request.dto.ts';
import { type JoinRequestRow, listJoinPartners } from './requests.queries.ts';
import { approveJoinRequest, listJoinRequests, receiveJoinRequest, rejectJoinRequest } from './requests.service.ts';

const tags = ['requests'];

/** Join requests: a public form (no sign-in) and the partner admins' inbox (/requests). */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const review = app.requirePartner('requests.review');
  /** Tells the partner's admins (the nav badge and an open /requests screen follow). */
  const announce = (kind: 'new' | 'update', row: JoinRequestRow) => {
    const dto = toJoinRequestDto(row);
    const event = kind === 'new' ? newJoinRequestEvent(row.partnerId) : updateJoinRequestEvent(row.partnerId);
    app.live.toPartnerAdmins(row.partnerId, event, dto);
    return dto;
  };

  app.get(
    '/requests/partners',
    {
      schema: {
        tags,
        summary: 'Ciudades donde se puede pedir unirse (público)',
        response: { 200: z.array(joinPartnerSchema) },
      },
    },
    async () => listJoinPartners(app.db),
  );

  app.post(
    '/requests',
    {
      schema: {
        tags,
        summary: 'Pedir unirse a un socio como comercio o repartidor (público; limitado por dirección)',
        body: joinRequestBodySchema,
        response: { 201: joinRequestReceivedSchema },
      },
    },
    async (request, reply) => {
      const row = await receiveJoinRequest(app.db, request.body, request.ip);
      if (row) announce('new', row);
      return reply.status(201).send({ received: true as const });
    },
  );

  app.get(
    '/requests',
    {
      schema: {
        tags,
        summary: 'Solicitudes recibidas por el socio',
        querystring: joinRequestListQuerySchema,
        response: { 200: joinRequestPageSchema },
      },
      preHandler: review,
    },
    async (request) => listJoinRequests(app.db, signedIn(request), request.query),
  );

  app.put(
    '/requests/approve',
    {
      schema: {
        tags,
        summary: 'Aprobar: crea el comercio con su cuenta (la contraseña se muestra solo aquí) o el repartidor',
        querystring: joinRequestIdQuerySchema,
        body: joinRequestApproveBodySchema,
        response: { 200: joinRequestApprovedSchema },
      },
      preHandler: review,
    },
    async (request) => {
      const auth = signedIn(request);
      const { row, login, companyId } = await approveJoinRequest(app.db, auth, request.query.id, request.body);
      // Rooms are chosen at connection time; the partner's admins start hearing the new company now.
      if (companyId) app.live.followCompany(companyId, row.partnerId, []);
      return { request: announce('update', row), login };
    },
  );

  app.put(
    '/requests/reject',
    {
      schema: {
        tags,
        summary: 'Rechazar con un motivo',
        querystring: joinRequestIdQuerySchema,
        body: joinRequestRejectBodySchema,
        response: { 200: joinRequestSchema },
      },
      preHandler: review,
    },
    async (request) =>
      announce('update', await rejectJoinRequest(app.db, signedIn(request), request.query.id, request.body.reason)),
  );
};
