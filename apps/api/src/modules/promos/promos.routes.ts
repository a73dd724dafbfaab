import {
  companyIDQuerySchema,
  companyParamQuerySchema,
  idsBodySchema,
  promoCreateBodySchema,
  promoSchema,
  promoUpdateBodySchema,
} from '@backoffice/shared';
import { LIST_CAPS } from '@backoffice/shared/list-caps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withinCap } from '../../shared/bounded-list.ts';
import { signedIn } from '../auth/auth.types.ts';
import { toPromoDto } from './promo.dto.ts';
import { createPromo, promosIn, promosOfCompany, updatePromo } from './promos.service.ts';

const tags = ['promos'];
const promoList = z.array(promoSchema);

export const promosRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyBusiness = app.requirePartner('catalogue.edit', 'company');

  app.get(
    '/promos/company',
    {
      schema: {
        tags,
        summary: 'Promociones de un comercio',
        description: `Hasta ${LIST_CAPS.promos}; más allá, 400 list_too_long (decisión 053).`,
        querystring: companyParamQuerySchema,
        response: { 200: promoList },
      },
      preHandler: anyBusiness,
    },
    async (request) =>
      withinCap('promos', await promosOfCompany(app.db, signedIn(request), request.query.company)).map(toPromoDto),
  );

  app.post(
    '/promos/ids',
    {
      schema: { tags, summary: 'Varias promociones por id', body: idsBodySchema, response: { 200: promoList } },
      preHandler: anyBusiness,
    },
    async (request) => (await promosIn(app.db, signedIn(request), request.body.ids)).map(toPromoDto),
  );

  app.post(
    '/promos',
    {
      schema: { tags, summary: 'Crear una promoción', body: promoCreateBodySchema, response: { 201: promoSchema } },
      preHandler: anyBusiness,
    },
    async (request, reply) =>
      reply.status(201).send(toPromoDto(await createPromo(app.db, signedIn(request), request.body))),
  );

  app.put(
    '/promos',
    {
      schema: {
        tags,
        summary: 'Actualizar una promoción (solo cambian los campos enviados)',
        querystring: companyIDQuerySchema,
        body: promoUpdateBodySchema,
        response: { 200: promoSchema },
      },
      preHandler: anyBusiness,
    },
    async (request) => toPromoDto(await updatePromo(app.db, signedIn(request), request.query.ID, request.body)),
  );
};
