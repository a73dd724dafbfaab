import { orderByIdQuerySchema } from '@backoffice/shared';
import { trackingLinkSchema } from '@backoffice/shared/printing';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companies } from '../../db/schema/index.ts';
import { accessibleCompanyIds } from '../auth/access.ts';
import { signedIn } from '../auth/auth.types.ts';
import { loadAccessibleOrder } from '../orders/order-status.service.ts';
import { mintTrackingToken } from '../storefront/tracking.ts';

/**
 * What a printed ticket needs from the server (decision 050): the bag ticket's QR opens the order's tracking page,
 * whose secret only the customer's confirmation had. Each call mints a new token (only its hash is stored, so an
 * earlier one cannot be given back), as an idempotent storefront repeat does.
 */
export const orderTicketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requirePartner('orders.operate', 'company');

  app.post(
    '/orders/tracking-link',
    {
      schema: {
        tags: ['orders'],
        summary: 'Un enlace nuevo a la página de seguimiento del pedido (el QR del ticket de bolsa)',
        querystring: orderByIdQuerySchema,
        response: { 200: trackingLinkSchema },
      },
      preHandler: staff,
    },
    async (request) => {
      const companyIds = await accessibleCompanyIds(app.db, signedIn(request));
      const order = await loadAccessibleOrder(app.db, companyIds, request.query.ID);
      const [company] = await app.db
        .select({ slug: companies.slug })
        .from(companies)
        .where(eq(companies.id, order.companyId));
      const token = await mintTrackingToken(app.db, order.id);
      return { path: `/t/${encodeURIComponent(company!.slug)}/pedido/${encodeURIComponent(token)}` };
    },
  );
};
