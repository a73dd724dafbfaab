import { riderSchema, ridersQuerySchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../auth/auth.types.ts';
import { ridersFor } from './riders.service.ts';

const tags = ['riders'];

export const ridersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/riders',
    {
      schema: {
        tags,
        summary: 'Repartidores que la cuenta puede asignar (socio: los suyos activos y los de flotillas)',
        querystring: ridersQuerySchema,
        response: { 200: z.array(riderSchema) },
      },
      preHandler: app.requireAuth('partner', 'deliveries-provider'),
    },
    async (request) => ridersFor(app.db, signedIn(request), request.query.search),
  );
};
