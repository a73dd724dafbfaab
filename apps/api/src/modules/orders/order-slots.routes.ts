import { companyParamQuerySchema, orderSlotsSchema, slotsQuerySchema } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { accessibleCompanyIds } from '../auth/access.ts';
import { signedIn } from '../auth/auth.types.ts';
import { slotsOf } from './order-slots.ts';

/** The slots of orders for later (decision 054) for the phone-order form; the storefront's are in its module. */
export const orderSlotsRoutes: FastifyPluginAsyncZod = async (app) => {
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
