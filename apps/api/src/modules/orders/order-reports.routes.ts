import {
  cityStateMonthBodySchema,
  cityStateMonthSchema,
  cityStateOrdersBodySchema,
  monthStatsQuerySchema,
  monthStatsSchema,
  orderPageSchema,
  orderReportQuerySchema,
  orderReportSchema,
  pageQuerySchema,
} from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { accessibleCompanyIds } from '../auth/access.ts';
import { type SignedIn, signedIn } from '../auth/auth.types.ts';
import { toOrderDto } from './order.dto.ts';
import { cityStateMonth, companiesInCityState, monthStats, orderReport } from './order-reports.service.ts';
import { pageOrders } from './orders.queries.ts';

const tags = ['orders'];

const accessibleCompany = async (db: Db, auth: SignedIn, companyId: string) => {
  if (!(await accessibleCompanyIds(db, auth)).includes(companyId)) throw notFound('No encontramos ese comercio.');
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  return company;
};

export const orderReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requirePartner('reports.read', 'company');
  const partners = app.requirePartner('reports.read');

  app.get(
    '/orders/reports',
    {
      schema: {
        tags,
        summary:
          'Reporte de pedidos de un comercio entre dos fechas (incluidas, hora local del comercio, máximo 366 días) con una página de sus pedidos',
        querystring: orderReportQuerySchema,
        response: { 200: orderReportSchema },
      },
      preHandler: staff,
      config: { heavy: true },
    },
    async (request) => {
      const { ID, from, to, limit, offset } = request.query;
      const company = await accessibleCompany(app.db, signedIn(request), ID);
      return orderReport(app.db, company, from, to, { limit, offset });
    },
  );

  app.get(
    '/orders/stats/month',
    {
      schema: {
        tags,
        summary: 'Pedidos y ventas por día de un mes',
        querystring: monthStatsQuerySchema,
        response: { 200: monthStatsSchema },
      },
      preHandler: staff,
      config: { heavy: true },
    },
    async (request) => {
      const { company, year, month } = request.query;
      return monthStats(app.db, await accessibleCompany(app.db, signedIn(request), company), year, month);
    },
  );

  app.post(
    '/orders/city-state/month',
    {
      schema: {
        tags,
        summary: 'Pedidos y ventas por día de un mes en una ciudad (comercios accesibles del socio)',
        body: cityStateMonthBodySchema,
        response: { 200: cityStateMonthSchema },
      },
      preHandler: partners,
      config: { heavy: true },
    },
    async (request) => {
      const { city, state, month, year } = request.body;
      const ids = await accessibleCompanyIds(app.db, signedIn(request));
      const rows = await companiesInCityState(app.db, ids, city, state);
      return { city, state, ...(await cityStateMonth(app.db, rows, year, month)) };
    },
  );

  app.post(
    '/orders/city-state',
    {
      schema: {
        tags,
        summary: 'Pedidos de los comercios accesibles de una ciudad, del más nuevo al más antiguo',
        querystring: pageQuerySchema,
        body: cityStateOrdersBodySchema,
        response: { 200: orderPageSchema },
      },
      preHandler: partners,
    },
    async (request) => {
      const { city, state, status } = request.body;
      const { limit, offset } = request.query;
      const ids = await accessibleCompanyIds(app.db, signedIn(request));
      const companyIds = (await companiesInCityState(app.db, ids, city, state)).map((row) => row.id);
      const { rows, total } = await pageOrders(app.db, { companyIds, status }, { limit, offset });
      return { items: rows.map(toOrderDto), total, limit, offset };
    },
  );
};
