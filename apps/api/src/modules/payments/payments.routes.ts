import {
  checkoutBodySchema,
  checkoutSchema,
  companyQuerySchema,
  manualPaymentBodySchema,
  pageQuerySchema,
  paymentIdQuerySchema,
  paymentPageSchema,
  paymentSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkBase, publicUrlMissing } from '../../link-base.ts';
import { signedIn } from '../auth/auth.types.ts';
import { reachableCompany } from '../ledger/ledger.service.ts';
import { mercadoPagoGateway } from './gateway/mercado-pago.ts';
import { paymentsOf, reachablePayment, recordManualPayment, startCheckout } from './payments.service.ts';

const tags = ['payments'];

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requirePartner('payments.read', 'company');
  const companyOnly = app.requireAuth('company');
  const partnerManage = app.requirePartner('payments.manage');
  const gateway = mercadoPagoGateway(app.config.MERCADOPAGO_API_URL);

  app.get(
    '/payments/history',
    {
      schema: {
        tags,
        summary: 'Pagos de un comercio, del más nuevo al más antiguo',
        querystring: companyQuerySchema.extend(pageQuerySchema.shape),
        response: { 200: paymentPageSchema },
      },
      preHandler: staff,
    },
    async (request) => {
      const { company, limit, offset } = request.query;
      await reachableCompany(app.db, signedIn(request), company);
      return paymentsOf(app.db, company, { limit, offset });
    },
  );

  app.get(
    '/payments/payment',
    {
      schema: { tags, summary: 'Un pago', querystring: paymentIdQuerySchema, response: { 200: paymentSchema } },
      preHandler: staff,
    },
    async (request) => reachablePayment(app.db, signedIn(request), request.query.ID),
  );

  app.post(
    '/payments/checkout',
    {
      schema: {
        tags,
        summary: 'Pagar el saldo con la pasarela del socio: crea el cobro y devuelve la dirección de pago',
        body: checkoutBodySchema,
        response: { 201: checkoutSchema },
      },
      preHandler: companyOnly,
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const company = await reachableCompany(app.db, auth, request.body.company);
      const base = linkBase(app.config, app.server);
      if (!base) throw publicUrlMissing();
      const result = await startCheckout(app.db, app.secretBox, gateway, company, auth, {
        returnUrl: `${base}/gateway/payment/redirect`,
        notificationUrl: (partnerId) => `${base}/api/gateway/mercadopago/notifications?partner=${partnerId}`,
      });
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/payments/manual',
    {
      schema: {
        tags,
        summary: 'Registrar un pago en efectivo o transferencia, en cualquier sentido (administradores)',
        body: manualPaymentBodySchema,
        response: { 201: paymentSchema },
      },
      preHandler: partnerManage,
    },
    async (request, reply) => reply.code(201).send(await recordManualPayment(app.db, signedIn(request), request.body)),
  );
};
