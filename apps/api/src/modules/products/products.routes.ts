import {
  companyCatalogueSchema,
  companyIDQuerySchema,
  companyParamQuerySchema,
  idsBodySchema,
  productCreateBodySchema,
  productImportBodySchema,
  productImportResultSchema,
  productSchema,
  productUpdateBodySchema,
} from '@backoffice/shared';
import { LIST_CAPS } from '@backoffice/shared/list-caps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withinCap } from '../../shared/bounded-list.ts';
import { signedIn } from '../auth/auth.types.ts';
import { toProductDto } from './product.dto.ts';
import { companyCatalogue, createProduct, importProducts, productsIn, updateProduct } from './products.service.ts';

const tags = ['products'];

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyBusiness = app.requirePartner('catalogue.edit', 'company');

  app.get(
    '/products/company/all',
    {
      schema: {
        tags,
        summary: 'Productos y adiciones de un comercio',
        description: `Hasta ${LIST_CAPS.catalogue} entre productos y adiciones; más allá, 400 list_too_long (decisión 053).`,
        querystring: companyParamQuerySchema,
        response: { 200: companyCatalogueSchema },
      },
      preHandler: anyBusiness,
    },
    async (request) => {
      const rows = withinCap('catalogue', await companyCatalogue(app.db, signedIn(request), request.query.company)).map(
        (row) => toProductDto(row),
      );
      return {
        products: rows.filter((row) => row.kind === 'product'),
        additions: rows.filter((row) => row.kind === 'addition'),
      };
    },
  );

  app.put(
    '/products',
    {
      schema: {
        tags,
        summary: 'Actualizar un producto (solo cambian los campos enviados)',
        querystring: companyIDQuerySchema,
        body: productUpdateBodySchema,
        response: { 200: productSchema },
      },
      preHandler: anyBusiness,
    },
    async (request) => toProductDto(await updateProduct(app.db, signedIn(request), request.query.ID, request.body)),
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Crear un producto o una adición',
        body: productCreateBodySchema,
        response: { 201: productSchema },
      },
      preHandler: anyBusiness,
    },
    async (request, reply) =>
      reply.status(201).send(toProductDto(await createProduct(app.db, signedIn(request), request.body))),
  );

  app.post(
    '/products/list',
    {
      schema: {
        tags,
        summary: 'Importar varios productos (todo o nada; errores por fila)',
        body: productImportBodySchema,
        response: { 201: productImportResultSchema },
      },
      preHandler: anyBusiness,
      config: { heavy: true },
    },
    async (request, reply) => {
      const rows = await importProducts(app.db, signedIn(request), request.body.company, request.body.products);
      const products = rows.map((row) => toProductDto(row));
      return reply.status(201).send({
        created: products.length,
        results: products.map((product, index) => ({ index, ok: true, id: product.id })),
        products,
      });
    },
  );

  app.post(
    '/products/ids',
    {
      schema: {
        tags,
        summary: 'Varios productos por id',
        body: idsBodySchema,
        response: { 200: z.array(productSchema) },
      },
      preHandler: anyBusiness,
    },
    async (request) => (await productsIn(app.db, signedIn(request), request.body.ids)).map((row) => toProductDto(row)),
  );
};
