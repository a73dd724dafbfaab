import {
  bookCustomerSchema,
  customerByIdQuerySchema,
  customerByPhoneQuerySchema,
  customerCountsSchema,
  customerListQuerySchema,
  customerLookupSchema,
  customerPageSchema,
  customerSearchSchema,
  customerUpdateBodySchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessibleCompanyIds } from '../auth/access.ts';
import { signedIn } from '../auth/auth.types.ts';
import { toCustomerDto } from './customer.dto.ts';
import { eraseCustomer } from './customer-erasure.ts';
import { customersCsv } from './customers.csv.ts';
import { customerCounts, customerSearchWhere, findCustomerByPhone, pageCustomers } from './customers.queries.ts';
import { bookCompanyOf, companyTimeZone, loadCustomer, updateCustomer } from './customers.service.ts';

const tags = ['customers'];

/** The company's customer book (decision 052): only the company reads it; its partner sees how many customers. */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const company = app.requireAuth('company');

  app.get(
    '/customers',
    {
      schema: {
        tags,
        summary: 'Clientes del comercio, buscando por nombre o teléfono, por páginas',
        querystring: customerListQuerySchema,
        response: { 200: customerPageSchema },
      },
      preHandler: company,
    },
    async (request) => {
      const { q, limit, offset } = request.query;
      const { rows, total } = await pageCustomers(app.db, customerSearchWhere(bookCompanyOf(signedIn(request)), q), {
        limit,
        offset,
      });
      return { items: rows.map(toCustomerDto), total, limit, offset };
    },
  );

  app.get(
    '/customers/customer',
    {
      schema: {
        tags,
        summary: 'Un cliente del comercio',
        querystring: customerByIdQuerySchema,
        response: { 200: bookCustomerSchema },
      },
      preHandler: company,
    },
    async (request) => toCustomerDto(await loadCustomer(app.db, bookCompanyOf(signedIn(request)), request.query.id)),
  );

  app.get(
    '/customers/lookup',
    {
      schema: {
        tags,
        summary: 'El cliente de un teléfono, o null (para llenar el pedido por teléfono)',
        querystring: customerByPhoneQuerySchema,
        response: { 200: customerLookupSchema },
      },
      preHandler: company,
    },
    async (request) => {
      const row = await findCustomerByPhone(app.db, bookCompanyOf(signedIn(request)), request.query.phone);
      return { customer: row ? toCustomerDto(row) : null };
    },
  );

  app.put(
    '/customers',
    {
      schema: {
        tags,
        summary: 'Notas del comercio y respuesta del cliente a las promociones por WhatsApp',
        querystring: customerByIdQuerySchema,
        body: customerUpdateBodySchema,
        response: { 200: bookCustomerSchema },
      },
      preHandler: company,
    },
    async (request) => updateCustomer(app.db, bookCompanyOf(signedIn(request)), request.query.id, request.body),
  );

  app.delete(
    '/customers',
    {
      schema: {
        tags,
        summary: 'Borrar los datos de un cliente a su pedido: anonimiza sus pedidos y lo quita de la libreta',
        querystring: customerByIdQuerySchema,
        response: { 204: z.null() },
      },
      preHandler: company,
    },
    async (request, reply) => {
      await eraseCustomer(app.db, bookCompanyOf(signedIn(request)), request.query.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/customers/export.csv',
    {
      schema: {
        tags,
        summary: 'Exportar la libreta de clientes (o lo que encuentra la búsqueda) en CSV',
        querystring: customerSearchSchema,
        produces: ['text/csv'],
      },
      preHandler: company,
      config: { heavy: true },
    },
    async (request, reply) => {
      const companyId = bookCompanyOf(signedIn(request));
      const csv = await customersCsv(
        app.db,
        customerSearchWhere(companyId, request.query.q),
        await companyTimeZone(app.db, companyId),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="clientes-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/customers/counts',
    {
      schema: {
        tags,
        summary: 'Cuántos clientes tiene cada comercio del socio (sin sus datos)',
        response: { 200: customerCountsSchema },
      },
      preHandler: app.requirePartner('companies.read'),
    },
    async (request) => {
      const ids = await accessibleCompanyIds(app.db, signedIn(request));
      return { items: ids.length > 0 ? await customerCounts(app.db, ids) : [] };
    },
  );
};
