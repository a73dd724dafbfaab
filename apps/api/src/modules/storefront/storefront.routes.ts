import {
  storefrontCitySchema,
  storefrontCompanySchema,
  storefrontOrderBodySchema,
  storefrontPlacedSchema,
  storefrontQuoteBodySchema,
  storefrontQuoteSchema,
  storefrontTrackedOrderSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emitOrder } from '../../plugins/live-events.ts';
import { PUBLIC } from '../../plugins/openapi-operation.ts';
import { readIdempotencyKey } from '../orders/idempotency.ts';
import { toOrderDto } from '../orders/order.dto.ts';
import { placeStorefrontOrder, quoteCart, storefrontPage } from './storefront.service.ts';
import { storefrontCity } from './storefront-city.ts';
import { admitStorefrontRequest } from './storefront-limits.ts';
import { registerStorefrontTracking } from './storefront-live.ts';
import { mintTrackingToken, trackedOrder, trackedOrderByToken } from './tracking.ts';

const tags = ['storefront'];
const slugParams = z.object({ slug: z.string().trim().toLowerCase().max(100) });

/** The customer storefront (decision 026, packages/shared/src/storefront.ts): public, no session, no channel key. */
export const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  registerStorefrontTracking(app);
  const perIp = async (request: { ip: string }) =>
    admitStorefrontRequest(app.db, request.ip, app.config.STOREFRONT_REQUESTS_PER_IP);

  app.get(
    '/storefront/companies/:slug',
    {
      schema: {
        tags,
        summary: 'La tienda de un comercio: menú, promociones de hoy y si puede recibir pedidos (público)',
        security: PUBLIC,
        params: slugParams,
        response: { 200: storefrontCompanySchema },
      },
    },
    async (request) => storefrontPage(app.db, request.params.slug),
  );

  app.post(
    '/storefront/companies/:slug/quote',
    {
      schema: {
        tags,
        summary: 'Calcular el total de un carrito con el mismo precio que la toma de pedidos (público)',
        security: PUBLIC,
        params: slugParams,
        body: storefrontQuoteBodySchema,
        response: { 200: storefrontQuoteSchema },
      },
      preHandler: perIp,
    },
    async (request) => quoteCart(app.db, request.params.slug, request.body),
  );

  app.post(
    '/storefront/companies/:slug/orders',
    {
      schema: {
        tags,
        summary:
          'Hacer un pedido desde la tienda (público; requiere Idempotency-Key; limitado por teléfono y dirección)',
        security: PUBLIC,
        params: slugParams,
        headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
        body: storefrontOrderBodySchema,
        response: { 200: storefrontPlacedSchema, 201: storefrontPlacedSchema },
      },
      preHandler: perIp,
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request, true)!;
      const { order, created, pushQueued } = await placeStorefrontOrder(app.db, request.params.slug, request.body, key);
      const token = await mintTrackingToken(app.db, order.id);
      if (created) {
        // Exactly as a channel's order: the company's screens hear it once the answer is out.
        const dto = toOrderDto(order);
        reply.afterResponse(() => {
          emitOrder(app.live, 'new', dto);
          if (pushQueued) app.push.kick();
        });
      }
      return reply.status(created ? 201 : 200).send({ token, order: await trackedOrder(app.db, order.id) });
    },
  );

  app.get(
    '/storefront/track/:token',
    {
      schema: {
        tags,
        summary: 'Seguir un pedido con el secreto de su enlace (público; nunca por id)',
        security: PUBLIC,
        params: z.object({ token: z.string().max(200) }),
        response: { 200: storefrontTrackedOrderSchema },
      },
    },
    async (request) => trackedOrderByToken(app.db, request.params.token),
  );

  app.get(
    '/storefront/cities/:slug',
    {
      schema: {
        tags,
        summary: 'La página de una ciudad: los comercios del socio con tienda, anunciados y abiertos primero (público)',
        security: PUBLIC,
        params: slugParams,
        response: { 200: storefrontCitySchema },
      },
    },
    async (request) => storefrontCity(app.db, request.params.slug),
  );
};
