import {
  riderCreateBodySchema,
  riderDetailSchema,
  riderIdQuerySchema,
  riderListQuerySchema,
  riderPageSchema,
  riderRemovalSchema,
  riderSchema,
  riderShiftQuerySchema,
  ridersQuerySchema,
  riderUpdateBodySchema,
} from '@backoffice/shared';
import { LIST_CAPS } from '@backoffice/shared/list-caps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withinCap } from '../../shared/bounded-list.ts';
import { signedIn } from '../auth/auth.types.ts';
import { availableRidersFor, createRider, removeRider, riderFor, riderPageFor, updateRider } from './riders.service.ts';

const tags = ['riders'];

export const ridersRoutes: FastifyPluginAsyncZod = async (app) => {
  // A fleet manages its own riders; for a partner the permission table decides (decision 011).
  const read = app.requirePartner('riders.read', 'deliveries-provider');
  const manage = app.requirePartner('fleet.manage', 'deliveries-provider');
  const shift = app.requirePartner('riders.shift', 'deliveries-provider');

  app.get(
    '/riders',
    {
      schema: {
        tags,
        summary: 'Repartidores activos y en turno que la cuenta puede asignar, con los mandados que llevan ahora',
        description: `Hasta ${LIST_CAPS.riders}; más allá, 400 list_too_long (decisión 053). Con páginas: /riders/list.`,
        querystring: ridersQuerySchema,
        response: { 200: z.array(riderSchema) },
      },
      preHandler: read,
    },
    async (request) => withinCap('riders', await availableRidersFor(app.db, signedIn(request), request.query.search)),
  );

  app.get(
    '/riders/list',
    {
      schema: {
        tags,
        summary: 'Repartidores con búsqueda, filtros y páginas; con mandados de hoy y minutos promedio de entrega',
        querystring: riderListQuerySchema,
        response: { 200: riderPageSchema },
      },
      preHandler: read,
    },
    async (request) => riderPageFor(app.db, signedIn(request), request.query),
  );

  app.get(
    '/riders/rider',
    {
      schema: { tags, summary: 'Un repartidor', querystring: riderIdQuerySchema, response: { 200: riderDetailSchema } },
      preHandler: read,
    },
    async (request) => riderFor(app.db, signedIn(request), request.query.ID),
  );

  app.post(
    '/riders',
    {
      schema: {
        tags,
        summary: 'Dar de alta un repartidor (celular de México, se guarda en formato E.164)',
        body: riderCreateBodySchema,
        response: { 201: riderDetailSchema },
      },
      preHandler: manage,
    },
    async (request, reply) => reply.status(201).send(await createRider(app.db, signedIn(request), request.body)),
  );

  app.put(
    '/riders',
    {
      schema: {
        tags,
        summary: 'Cambiar un repartidor propio (solo cambian los campos enviados; incluye «En turno»)',
        querystring: riderIdQuerySchema,
        body: riderUpdateBodySchema,
        response: { 200: riderDetailSchema },
      },
      preHandler: manage,
    },
    async (request) => updateRider(app.db, signedIn(request), request.query.ID, request.body),
  );

  app.put(
    '/riders/shift',
    {
      schema: {
        tags,
        summary: '«En turno»: poner o quitar a un repartidor propio del turno (onShift=1|0)',
        querystring: riderShiftQuerySchema,
        response: { 200: riderDetailSchema },
      },
      preHandler: shift,
    },
    async (request) => updateRider(app.db, signedIn(request), request.query.ID, { onShift: request.query.onShift }),
  );

  app.delete(
    '/riders',
    {
      schema: {
        tags,
        summary: 'Eliminar un repartidor propio; si tiene mandados se archiva en lugar de borrarse',
        querystring: riderIdQuerySchema,
        response: { 200: riderRemovalSchema },
      },
      preHandler: manage,
    },
    async (request) => removeRider(app.db, signedIn(request), request.query.ID),
  );
};
