import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Readiness for a load balancer: this process answers and its database does. /health stays as it was.
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Listo para recibir tráfico: el proceso y su base de datos responden',
        response: {
          200: z.object({ ready: z.literal(true) }),
          503: z.object({ ready: z.literal(false) }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(app.db);
        return { ready: true as const };
      } catch {
        return reply.status(503).send({ ready: false as const });
      }
    },
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Estado del servicio',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.object({ kind: z.string(), reachable: z.boolean() }) }),
          503: z.object({
            status: z.literal('degraded'),
            database: z.object({ kind: z.string(), reachable: z.boolean() }),
          }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const, database: { kind: app.dbKind, reachable: true } };
      } catch {
        return reply
          .status(503)
          .send({ status: 'degraded' as const, database: { kind: app.dbKind, reachable: false } });
      }
    },
  );
};
