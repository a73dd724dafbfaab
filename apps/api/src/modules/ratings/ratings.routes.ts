import {
  companyRatingsSchema,
  orderRatingSchema,
  ratingAverageSchema,
  ratingBodySchema,
  ratingListQuerySchema,
  ratingOrderQuerySchema,
  ratingPageSchema,
  ratingSchema,
  riderRatingQuerySchema,
  trackedRatingSchema,
  weeklyRatingQuerySchema,
  weeklyRatingSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../auth/auth.types.ts';
import {
  companyRatings,
  rateOrder,
  ratingOfOrder,
  ratingPage,
  riderRating,
  trackedRating,
  weeklyRating,
} from './ratings.service.ts';

const tags = ['ratings'];
const byToken = z.object({ token: z.string().max(200) });

/** Ratings (decision 052): the customer rates from the tracking link; the shop, its partner and the rider's owner read. */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requirePartner('orders.operate', 'company');
  const reports = app.requirePartner('reports.read', 'company');

  app.get(
    '/storefront/track/:token/rating',
    {
      schema: {
        tags,
        summary: 'Si el cliente puede calificar el pedido del enlace, o su calificación',
        params: byToken,
        response: { 200: trackedRatingSchema },
      },
    },
    async (request) => trackedRating(app.db, request.params.token),
  );

  app.post(
    '/storefront/track/:token/rating',
    {
      schema: {
        tags,
        summary: 'Calificar un pedido entregado (1 a 5 estrellas y un comentario), una vez, dentro de 7 días',
        params: byToken,
        body: ratingBodySchema,
        response: { 201: ratingSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await rateOrder(app.db, request.params.token, request.body)),
  );

  app.get(
    '/ratings',
    {
      schema: {
        tags,
        summary: 'Calificaciones de los comercios, con filtros (estrellas, comentario, fechas), por páginas',
        querystring: ratingListQuerySchema,
        response: { 200: ratingPageSchema },
      },
      preHandler: reports,
    },
    async (request) => ratingPage(app.db, signedIn(request), request.query),
  );

  app.get(
    '/ratings/order',
    {
      schema: {
        tags,
        summary: 'La calificación de un pedido, o null',
        querystring: ratingOrderQuerySchema,
        response: { 200: orderRatingSchema },
      },
      preHandler: staff,
    },
    async (request) => ratingOfOrder(app.db, signedIn(request), request.query.id),
  );

  app.get(
    '/ratings/weekly',
    {
      schema: {
        tags,
        summary: 'Promedio de los últimos 7 días y de los 7 anteriores de un comercio',
        querystring: weeklyRatingQuerySchema,
        response: { 200: weeklyRatingSchema },
      },
      preHandler: reports,
    },
    async (request) => weeklyRating(app.db, signedIn(request), request.query.company),
  );

  app.get(
    '/ratings/companies',
    {
      schema: {
        tags,
        summary: 'Promedio de 30 días y calificaciones bajas de cada comercio del socio',
        response: { 200: companyRatingsSchema },
      },
      preHandler: app.requirePartner('reports.read'),
    },
    async (request) => companyRatings(app.db, signedIn(request)),
  );

  app.get(
    '/ratings/rider',
    {
      schema: {
        tags,
        summary: 'Promedio de las calificaciones de los pedidos que entregó un repartidor',
        querystring: riderRatingQuerySchema,
        response: { 200: ratingAverageSchema },
      },
      preHandler: app.requirePartner('riders.read'),
    },
    async (request) => riderRating(app.db, signedIn(request), request.query.id),
  );
};
