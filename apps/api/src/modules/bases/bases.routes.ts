import {
  baseCreateBodySchema,
  basePageSchema,
  baseSchema,
  basesQuerySchema,
  baseUpdateBodySchema,
  idSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../auth/auth.types.ts';
import { basePageFor, createBase, removeBase, updateBase } from './bases.service.ts';

const tags = ['bases'];
const byId = z.object({ ID: idSchema });

export const basesRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePartner('riders.read');
  const manage = app.requirePartner('fleet.manage');

  app.get(
    '/bases',
    {
      schema: {
        tags,
        summary: 'Bases del socio, con búsqueda y páginas',
        querystring: basesQuerySchema,
        response: { 200: basePageSchema },
      },
      preHandler: read,
    },
    async (request) => basePageFor(app.db, signedIn(request), request.query),
  );

  app.post(
    '/bases',
    {
      schema: { tags, summary: 'Crear una base', body: baseCreateBodySchema, response: { 201: baseSchema } },
      preHandler: manage,
    },
    async (request, reply) => reply.status(201).send(await createBase(app.db, signedIn(request), request.body)),
  );

  app.put(
    '/bases',
    {
      schema: {
        tags,
        summary: 'Cambiar una base (solo cambian los campos enviados; riders fija sus repartidores)',
        querystring: byId,
        body: baseUpdateBodySchema,
        response: { 200: baseSchema },
      },
      preHandler: manage,
    },
    async (request) => updateBase(app.db, signedIn(request), request.query.ID, request.body),
  );

  app.delete(
    '/bases',
    {
      schema: {
        tags,
        summary: 'Eliminar una base (sus repartidores quedan sin base)',
        querystring: byId,
        response: { 204: z.null() },
      },
      preHandler: manage,
    },
    async (request, reply) => {
      await removeBase(app.db, signedIn(request), request.query.ID);
      return reply.status(204).send(null);
    },
  );
};
