import { categorySchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCategories } from './categories.queries.ts';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: { tags: ['companies'], summary: 'Categorías de comercios', response: { 200: z.array(categorySchema) } },
      preHandler: app.requirePartner('companies.read', 'company', 'deliveries-provider'),
    },
    async () => listCategories(app.db),
  );
};
