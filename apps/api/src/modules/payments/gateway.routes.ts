import { idSchema } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partners } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { GatewayError, InvalidSignatureError, StaleNotificationError } from './gateway/gateway.ts';
import { mercadoPagoGateway } from './gateway/mercado-pago.ts';
import { readGatewayCredentials } from './gateway-credentials.ts';
import { applyNotification, gatewayUnavailable } from './payments.service.ts';

/**
 * Mercado Pago's server-to-server notification (webhook). The only way a payment becomes paid: the
 * `x-signature` must verify with the partner's webhook secret, its signed `ts` must be within
 * NOTIFICATION_WINDOW_MS (±10 min) of our clock, and the payment is then read from the gateway.
 * The browser's return (/gateway/payment/redirect) is a page of the web app that only shows the outcome.
 */
export const gatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = mercadoPagoGateway(app.config.MERCADOPAGO_API_URL);

  app.post(
    '/gateway/mercadopago/notifications',
    {
      schema: {
        tags: ['payments'],
        summary: 'Notificación firmada de Mercado Pago (webhook)',
        querystring: z.looseObject({ partner: idSchema }),
        body: z.unknown(),
        response: { 200: z.object({ result: z.string() }) },
      },
    },
    async (request) => {
      const partnerId = request.query.partner;
      const [partner] = await app.db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
      const credentials = partner ? await readGatewayCredentials(app.db, app.secretBox, partnerId) : null;
      if (!credentials) throw notFound('No encontramos esa pasarela.');
      let verified: ReturnType<typeof gateway.verifyNotification>;
      try {
        verified = gateway.verifyNotification(credentials, {
          headers: request.headers,
          query: request.query,
          body: request.body,
        });
      } catch (error) {
        if (error instanceof StaleNotificationError) {
          request.log.warn({ partnerId }, 'gateway notification outside the time window refused');
          throw new AppError(
            401,
            'stale_notification',
            'La notificación está fuera del margen de 10 minutos: su hora firmada no coincide con la nuestra.',
          );
        }
        if (!(error instanceof InvalidSignatureError)) throw error;
        request.log.warn({ partnerId }, 'gateway notification with an invalid signature refused');
        throw new AppError(401, 'invalid_signature', 'La firma de la notificación no es válida.');
      }
      if ('ignored' in verified) return { result: 'ignored' };
      try {
        return { result: await applyNotification(app.db, app.secretBox, gateway, partnerId, verified.paymentId) };
      } catch (error) {
        if (error instanceof GatewayError) throw gatewayUnavailable();
        throw error;
      }
    },
  );
};
