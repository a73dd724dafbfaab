import {
  RIDER_POSITION_EMIT_MS,
  riderMapSchema,
  riderPositionBatchResultSchema,
  riderPositionBatchSchema,
  riderSuggestionQuerySchema,
  riderSuggestionsSchema,
  riderTrailSettingsSchema,
  STOREFRONT_NAMESPACE,
  trackedRiderPositionSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { accessibleCompanyIds } from '../auth/access.ts';
import { signedIn } from '../auth/auth.types.ts';
import { riderScopeOf } from '../riders/riders.service.ts';
import { orderOfToken } from '../storefront/tracking.ts';
import { createMovedBatch } from './position-batch.ts';
import { positionBatchValidator } from './position-body.ts';
import { createPositionPublisher } from './position-events.ts';
import { ingestPositions } from './position-ingest.ts';
import { createPositionRate } from './position-rate.ts';
import { createPositionStore, POSITION_FLUSH_MS } from './position-store.ts';
import { createRiderFactsCache } from './rider-facts-cache.ts';
import { riderMapFor } from './rider-map.ts';
import { type LatestRow, type RiderFacts, saveTrailDays, trailDaysOf } from './rider-positions.queries.ts';
import { suggestionsFor, trackedRiderForCompanies } from './rider-positions.service.ts';
import { trackedRiderOfOrder } from './tracked-rider.ts';

const tags = ['rider-positions'];
const SWEEP_MS = 60_000;

/**
 * Rider positions (decision 048; README.md here): the phone's batches, the dispatcher's map, the
 * suggestion when assigning, and the rider as the customer and the shop see them while their order is on the way.
 */
export const riderPositionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createPositionStore(app.db, app.log);
  const rate = createPositionRate();
  const facts = createRiderFactsCache(app.db);
  // This process's changes take effect on the next batch: the rider's shift, tasks or session (rider-app forgets
  // the rider), an order's errand (a tracking page stops hearing the rider at «Entregado»). Others: the refresh.
  app.riderSessions.watch((riderId) => facts.forget(riderId));
  app.live.watchOrders((change) => facts.forgetOrder(change.orderId));

  const batch = createMovedBatch(
    RIDER_POSITION_EMIT_MS,
    createPositionPublisher({ facts, live: app.live, storefront: app.io.of(STOREFRONT_NAMESPACE) }),
  );
  const deps = {
    facts,
    store,
    rate,
    moved: (riderFacts: RiderFacts, latest: LatestRow) => batch.push(riderFacts.id, { facts: riderFacts, latest }),
  };

  let flusher: ReturnType<typeof setInterval> | undefined;
  let sweeper: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    flusher = setInterval(() => {
      void store.flush();
      facts.refresh().catch((error) => app.log.warn({ err: error }, 'rider facts refresh failed'));
    }, POSITION_FLUSH_MS);
    sweeper = setInterval(() => {
      rate.sweep();
      store.forgetIdle();
    }, SWEEP_MS);
    flusher.unref();
    sweeper.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(flusher);
    clearInterval(sweeper);
    batch.stop();
    await store.flush();
  });

  const read = app.requirePartner('riders.read', 'deliveries-provider');
  const quietLog = app.log.child({}, { level: 'warn' });

  app.post(
    '/r/positions',
    {
      schema: {
        tags,
        summary: `Ubicaciones del repartidor en turno, en lotes (429 con Retry-After si envía de más; 409 fuera de turno)`,
        body: riderPositionBatchSchema,
        response: { 200: riderPositionBatchResultSchema },
      },
      // Every rider on shift calls it every few seconds (decision 048, amendment 3): the session from memory
      // (rider-session-cache.ts); no log line per request and answer (400 lines a second at 1,000 riders; /metrics
      // still counts each answer), through one warn-level logger made once instead of a level change per request;
      // a body zod would take unchanged is taken after a plain check (position-body.ts, any other goes to zod); no
      // compression hooks for an answer of 60 bytes; and of the page headers only nosniff (a phone's fetch of
      // JSON renders no page: no frame, policy or referrer applies).
      config: { riderSessionCache: true, securityHeaders: false },
      logLevel: 'warn',
      childLoggerFactory: (_logger, bindings) => quietLog.child(bindings),
      validatorCompiler: positionBatchValidator,
      compress: false,
      onRequest: (_request, reply, done) => {
        reply.raw.setHeader('X-Content-Type-Options', 'nosniff');
        done();
      },
      preHandler: app.requireRider,
    },
    async (request) => {
      // requireRider has run; read through the request's decoration, so this module needs none of rider-app's code.
      if (!request.riderAuth) throw new Error('route used without requireRider');
      return ingestPositions(deps, request.riderAuth.rider.id, request.body);
    },
  );

  app.get(
    '/riders/map',
    {
      schema: {
        tags,
        summary: 'Mapa en vivo: repartidores en turno con estado, tarea actual y su última ubicación de este turno',
        response: { 200: riderMapSchema },
      },
      preHandler: read,
    },
    async (request) => riderMapFor(app.db, store, riderScopeOf(signedIn(request))),
  );

  app.get(
    '/riders/suggestions',
    {
      schema: {
        tags,
        summary:
          'Repartidores sugeridos para un mandado: libres primero, más cerca de la recogida, más tiempo sin entregar',
        querystring: riderSuggestionQuerySchema,
        response: { 200: riderSuggestionsSchema },
      },
      preHandler: app.requirePartner('riders.read'),
    },
    async (request) => suggestionsFor(app.db, store, signedIn(request), request.query.errand),
  );

  app.get(
    '/riders/trail-settings',
    {
      schema: {
        tags,
        summary: 'Días que se guarda el recorrido de cada tarea (privacidad)',
        response: { 200: riderTrailSettingsSchema },
      },
      preHandler: app.requirePartner('riders.read'),
    },
    async (request) => ({ trailDays: await trailDaysOf(app.db, signedIn(request).account.partnerId!) }),
  );

  app.put(
    '/riders/trail-settings',
    {
      schema: {
        tags,
        summary: 'Cambiar los días que se guarda el recorrido de cada tarea (1 a 30)',
        body: riderTrailSettingsSchema,
        response: { 200: riderTrailSettingsSchema },
      },
      preHandler: app.requirePartner('fleet.manage'),
    },
    async (request) => {
      await saveTrailDays(app.db, signedIn(request).account.partnerId!, request.body.trailDays);
      return request.body;
    },
  );

  app.get(
    '/storefront/track/:token/rider',
    {
      schema: {
        tags,
        summary: 'El repartidor de un pedido seguido, solo entre «Recogido» y «Entregado» (si no, null)',
        params: z.object({ token: z.string().max(200) }),
        response: { 200: trackedRiderPositionSchema.nullable() },
      },
    },
    async (request) => {
      const orderId = await orderOfToken(app.db, request.params.token);
      if (!orderId) throw notFound('No encontramos ese pedido.');
      return trackedRiderOfOrder(app.db, store, orderId);
    },
  );

  app.get(
    '/orders/rider',
    {
      schema: {
        tags,
        summary: 'El repartidor de un pedido propio, solo mientras va en camino (si no, null)',
        querystring: z.object({ ID: z.uuid() }),
        response: { 200: trackedRiderPositionSchema.nullable() },
      },
      preHandler: app.requirePartner('orders.operate', 'company'),
    },
    async (request) =>
      trackedRiderForCompanies(app.db, store, await accessibleCompanyIds(app.db, signedIn(request)), request.query.ID),
  );
};
