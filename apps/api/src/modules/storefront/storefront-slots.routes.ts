import { orderSlotsSchema, slotsQuerySchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../plugins/openapi-operation.ts';
import { slotsOf } from '../orders/order-slots.ts';
import { publicCompany } from './storefront.service.ts';

const slugParams = z.object({ slug: z.string().trim().toLowerCase().max(100) });

/** The storefront's slots for an order for later (decision 054), on the company's clock. */
export const storefrontSlotsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storefront/companies/:slug/slots',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Horarios para programar un pedido en un día (hora local del comercio; público)',
        security: PUBLIC,
        params: slugParams,
        querystring: slotsQuerySchema,
        response: { 200: orderSlotsSchema },
      },
    },
    async (request) => {
      const { company } = await publicCompany(app.db, request.params.slug);
      return slotsOf(app.db, company, request.query.date);
    },
  );
};
