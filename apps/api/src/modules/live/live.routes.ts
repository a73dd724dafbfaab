import { changesQuerySchema, errandChangesSchema, orderChangesSchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessibleCompanyIds } from '../auth/access.ts';
import { signedIn } from '../auth/auth.types.ts';
import { toErrandDto } from '../errands/errand.dto.ts';
import { errandScopeOf } from '../errands/errand-access.ts';
import { toOrderDto } from '../orders/order.dto.ts';
import { changesPage, errandChangesSince, orderChangesSince } from './changes.queries.ts';

/** Catch-up after a disconnection (contract section 5); the algorithm is in this folder's README. */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requirePartner('orders.operate', 'company');
  const staffOrFleet = app.requirePartner('orders.operate', 'company', 'deliveries-provider');

  app.get(
    '/orders/changes',
    {
      schema: {
        tags: ['live'],
        summary: 'Pedidos creados o cambiados desde un momento (para ponerse al día al reconectar)',
        querystring: changesQuerySchema,
        response: { 200: orderChangesSchema },
      },
      preHandler: staff,
    },
    async (request) => {
      // Taken before reading, so that whatever changes during the read is caught by the next call.
      const now = new Date();
      const companyIds = await accessibleCompanyIds(app.db, signedIn(request));
      const { since, after } = request.query;
      const rows = await orderChangesSince(app.db, companyIds, { since: new Date(since), after });
      return changesPage(rows, now, toOrderDto);
    },
  );

  app.get(
    '/errands/changes',
    {
      schema: {
        tags: ['live'],
        summary:
          'Mandados creados o cambiados desde un momento (para ponerse al día al reconectar); a una flota, los que llevan sus repartidores',
        querystring: changesQuerySchema,
        response: { 200: errandChangesSchema },
      },
      preHandler: staffOrFleet,
    },
    async (request) => {
      const now = new Date();
      const { account } = signedIn(request);
      const scope =
        account.type === 'deliveries-provider'
          ? { providerId: account.providerId! }
          : await errandScopeOf(app.db, signedIn(request));
      const { since, after } = request.query;
      const rows = scope ? await errandChangesSince(app.db, scope, { since: new Date(since), after }) : [];
      return changesPage(rows, now, toErrandDto);
    },
  );
};
