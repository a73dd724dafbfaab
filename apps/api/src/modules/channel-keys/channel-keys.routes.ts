import { channelKeyBodySchema, channelKeySchema, createdChannelKeySchema } from '@backoffice/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { signedIn } from '../auth/auth.types.ts';
import { listChannelKeys, revokeChannelKey } from './channel-keys.queries.ts';
import { createChannelKey, toChannelKeyDto } from './channel-keys.service.ts';

/** The guard lets only an admin partner in (permission table); the keys are those of its own partner. */
const adminPartnerId = (request: FastifyRequest) => signedIn(request).account.partnerId!;

export const channelKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requirePartner('channel-keys.manage');

  app.post(
    '/channel-keys',
    {
      schema: {
        tags: ['channel-keys'],
        summary: 'Crear una clave de canal (se muestra una sola vez)',
        body: channelKeyBodySchema,
        response: { 201: createdChannelKeySchema },
      },
      preHandler,
    },
    async (request, reply) => {
      const { row, key } = await createChannelKey(app.db, adminPartnerId(request), request.body.name);
      return reply.status(201).send({ ...toChannelKeyDto(row), key });
    },
  );

  app.get(
    '/channel-keys',
    {
      schema: {
        tags: ['channel-keys'],
        summary: 'Claves de canal del socio',
        response: { 200: z.object({ items: z.array(channelKeySchema) }) },
      },
      preHandler,
    },
    async (request) => ({ items: (await listChannelKeys(app.db, adminPartnerId(request))).map(toChannelKeyDto) }),
  );

  app.delete(
    '/channel-keys/:id',
    {
      schema: {
        tags: ['channel-keys'],
        summary: 'Revocar una clave de canal',
        params: z.object({ id: z.string().uuid() }),
        response: { 204: z.null() },
      },
      preHandler,
    },
    async (request, reply) => {
      const revoked = await revokeChannelKey(app.db, adminPartnerId(request), request.params.id);
      if (!revoked) throw notFound('No encontramos esa clave.');
      return reply.status(204).send(null);
    },
  );
};
