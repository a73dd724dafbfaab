import {
  companyIDQuerySchema,
  companyParamQuerySchema,
  couponCityCreateBodySchema,
  couponCityQuerySchema,
  couponCreateBodySchema,
  couponReportQuerySchema,
  couponReportSchema,
  couponSchema,
  couponUpdateBodySchema,
} from '@backoffice/shared';
import { LIST_CAPS } from '@backoffice/shared/list-caps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../auth/auth.types.ts';
import { toCouponDto } from './coupon.dto.ts';
import {
  couponReport,
  couponsOfCity,
  couponsOfCompany,
  createCityCoupon,
  createCompanyCoupon,
  updateCoupon,
} from './coupons.service.ts';

const tags = ['coupons'];
const couponList = z.array(couponSchema);

/** Coupon codes (docs/decisions/051-coupon-codes.md); the intake prices them (coupon-intake.ts). */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const companyStaff = app.requirePartner('catalogue.edit', 'company');
  const cityAdmin = app.requirePartner('coupons.city');

  app.get(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Cupones de un comercio (los suyos y los del socio para su ciudad)',
        description: `Hasta ${LIST_CAPS.coupons} cupones vigentes; más allá, 400 list_too_long (decisión 053).`,
        querystring: companyParamQuerySchema,
        response: { 200: couponList },
      },
      preHandler: companyStaff,
    },
    async (request) => (await couponsOfCompany(app.db, signedIn(request), request.query.company)).map(toCouponDto),
  );

  app.post(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Crear un cupón de un comercio',
        body: couponCreateBodySchema,
        response: { 201: couponSchema },
      },
      preHandler: companyStaff,
    },
    async (request, reply) =>
      reply.status(201).send(toCouponDto(await createCompanyCoupon(app.db, signedIn(request), request.body))),
  );

  app.put(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Actualizar un cupón (todas sus reglas; archived lo retira)',
        querystring: companyIDQuerySchema,
        body: couponUpdateBodySchema,
        response: { 200: couponSchema },
      },
      preHandler: companyStaff,
    },
    async (request) => toCouponDto(await updateCoupon(app.db, signedIn(request), request.query.ID, request.body)),
  );

  app.get(
    '/coupons/city',
    {
      schema: {
        tags,
        summary: 'Cupones del socio para todos sus comercios de una ciudad',
        description: `Hasta ${LIST_CAPS.coupons} cupones vigentes; más allá, 400 list_too_long (decisión 053).`,
        querystring: couponCityQuerySchema,
        response: { 200: couponList },
      },
      preHandler: cityAdmin,
    },
    async (request) => (await couponsOfCity(app.db, signedIn(request), request.query)).map(toCouponDto),
  );

  app.post(
    '/coupons/city',
    {
      schema: {
        tags,
        summary: 'Crear un cupón para todos los comercios del socio en una ciudad',
        body: couponCityCreateBodySchema,
        response: { 201: couponSchema },
      },
      preHandler: cityAdmin,
    },
    async (request, reply) =>
      reply.status(201).send(toCouponDto(await createCityCoupon(app.db, signedIn(request), request.body))),
  );

  app.get(
    '/coupons/report',
    {
      schema: {
        tags,
        summary: 'Usos, descuento y ventas por código de un comercio entre dos fechas',
        querystring: couponReportQuerySchema,
        response: { 200: couponReportSchema },
      },
      preHandler: app.requirePartner('reports.read', 'company'),
    },
    async (request) => couponReport(app.db, signedIn(request), request.query),
  );
};
