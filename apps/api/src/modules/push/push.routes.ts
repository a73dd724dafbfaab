import { companyPresenceListSchema, pushPublicKeySchema } from '@backoffice/shared';
import { LIST_CAPS } from '@backoffice/shared/list-caps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idsWithinCap } from '../../shared/bounded-list.ts';
import { accessibleCompanyIds } from '../auth/access.ts';
import { signedIn } from '../auth/auth.types.ts';
import { readPresence } from '../live/presence.queries.ts';

/** What the web app needs to keep alerts going: the VAPID key to subscribe with, and which screens are on. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const operators = app.requirePartner('orders.operate', 'company');
  const readers = app.requirePartner('companies.read', 'company');

  app.get(
    '/push/public-key',
    {
      schema: {
        tags: ['push'],
        summary: 'Clave pública VAPID para suscribir el navegador a las notificaciones',
        response: { 200: pushPublicKeySchema },
      },
      preHandler: operators,
    },
    async () => ({ publicKey: app.push.publicKey }),
  );

  app.get(
    '/live/presence',
    {
      schema: {
        tags: ['live'],
        summary: 'Comercios con y sin pantalla conectada (panel desconectado desde…)',
        description: `Hasta ${LIST_CAPS.companies} comercios; más allá, 400 list_too_long (decisión 053).`,
        response: { 200: companyPresenceListSchema },
      },
      preHandler: readers,
    },
    async (request) => ({
      items: await readPresence(
        app.db,
        idsWithinCap('companies', await accessibleCompanyIds(app.db, signedIn(request))),
      ),
    }),
  );
};
