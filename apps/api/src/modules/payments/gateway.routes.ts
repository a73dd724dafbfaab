import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const gatewayStatuses = ['approved', 'pending', 'rejected', 'cancelled'] as const;

/**
 * Where a payment gateway sends the browser back after checkout (seed section 7). It only brings the person
 * back to the payments screen with the outcome; the payment itself is confirmed by the gateway's server call.
 */
export const gatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gateway/payment/redirect',
    {
      schema: {
        tags: ['payments'],
        summary: 'Regreso desde la pasarela de pago',
        querystring: z.object({
          status: z.enum(gatewayStatuses).default('pending'),
          reference: z
            .string()
            .trim()
            .max(200)
            .regex(/^[\w.:-]*$/, { error: 'Referencia no válida' })
            .optional(),
        }),
        response: { 302: z.null() },
      },
    },
    async (request, reply) => {
      const target = new URLSearchParams({ pago: request.query.status });
      if (request.query.reference) target.set('referencia', request.query.reference);
      return reply.redirect(`/payments?${target.toString()}`, 302);
    },
  );
};
