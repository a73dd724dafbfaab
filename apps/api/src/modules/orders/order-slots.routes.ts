import { companyParamQuerySchema, orderSlotsSchema, slotsQuerySchema } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { PUBLIC } from '../../plugins/openapi-operation.ts';
import { accessibleCompanyIds } from '../auth/access.ts';
import { signedIn } from '../auth/auth.types.ts';
import { publicCompany } from '../storefront/storefront.service.ts';
import { slotsOf } from './order-slots.ts';

const slugParams = z.object({ slug: z.string().trim().toLowerCase().max(100) });

/** The slots of orders for later (decision 054): the storefront's (public) and the phone-order form's. */
export const orderSlotsRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.get(
    '/orders/slots',
    {
      schema: {
        tags: ['orders'],
        summary: 'Horarios para programar un pedido tomado por teléfono (hora local del comercio)',
        querystring: companyParamQuerySchema.extend(slotsQuerySchema.shape),
        response: { 200: orderSlotsSchema },
      },
      preHandler: app.requirePartner('orders.operate', 'company'),
    },
    async (request) => {
      const auth = signedIn(request);
      if (!(await accessibleCompanyIds(app.db, auth)).includes(request.query.company)) {
        throw notFound('No encontramos ese comercio.');
      }
      const [company] = await app.db.select().from(companies).where(eq(companies.id, request.query.company));
      return slotsOf(app.db, company, request.query.date);
    },
  );
};
