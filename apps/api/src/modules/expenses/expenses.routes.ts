import {
  expenseCreateBodySchema,
  expenseFilterSchema,
  expenseListQuerySchema,
  expensePageSchema,
  expenseSchema,
  expenseTotalsSchema,
  expenseUpdateBodySchema,
  idSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../auth/auth.types.ts';
import { expensesCsv } from './expenses.csv.ts';
import { createExpense, expensePageFor, expenseTotalsFor, removeExpense, updateExpense } from './expenses.service.ts';

const tags = ['expenses'];
const byId = z.object({ ID: idSchema });

/** /expenses on the shared entity screen: GET page, POST, PUT ?ID=, DELETE ?ID=; plus totals and CSV. */
export const expensesRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requirePartner('expenses.manage');

  app.get(
    '/expenses',
    {
      schema: {
        tags,
        summary: 'Gastos del socio, con búsqueda, filtros y páginas',
        querystring: expenseListQuerySchema,
        response: { 200: expensePageSchema },
      },
      preHandler,
    },
    async (request) => expensePageFor(app.db, signedIn(request), request.query),
  );

  app.get(
    '/expenses/totals',
    {
      schema: {
        tags,
        summary: 'Totales por mes y por categoría (mismos filtros que la lista)',
        querystring: expenseFilterSchema,
        response: { 200: expenseTotalsSchema },
      },
      preHandler,
      config: { heavy: true },
    },
    async (request) => expenseTotalsFor(app.db, signedIn(request), request.query),
  );

  app.get(
    '/expenses/export.csv',
    {
      schema: {
        tags,
        summary: 'Exportar los gastos filtrados en CSV',
        querystring: expenseFilterSchema,
        produces: ['text/csv'],
      },
      preHandler,
      config: { heavy: true },
    },
    async (request, reply) => {
      const csv = await expensesCsv(app.db, signedIn(request), request.query);
      const stamp = request.query.month ?? new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gastos-${stamp}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/expenses',
    {
      schema: { tags, summary: 'Registrar un gasto', body: expenseCreateBodySchema, response: { 201: expenseSchema } },
      preHandler,
    },
    async (request, reply) => reply.status(201).send(await createExpense(app.db, signedIn(request), request.body)),
  );

  app.put(
    '/expenses',
    {
      schema: {
        tags,
        summary: 'Cambiar un gasto (solo cambian los campos enviados)',
        querystring: byId,
        body: expenseUpdateBodySchema,
        response: { 200: expenseSchema },
      },
      preHandler,
    },
    async (request) => updateExpense(app.db, signedIn(request), request.query.ID, request.body),
  );

  app.delete(
    '/expenses',
    {
      schema: { tags, summary: 'Eliminar un gasto', querystring: byId, response: { 204: z.null() } },
      preHandler,
    },
    async (request, reply) => {
      await removeExpense(app.db, signedIn(request), request.query.ID);
      return reply.status(204).send(null);
    },
  );
};
