import { rejectionBodySchema, rejectionResultSchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emitOrder } from '../../plugins/live-events.ts';
import { accessibleCompanyIds } from '../auth/access.ts';
import { signedIn } from '../auth/auth.types.ts';
import { toOrderDto } from '../orders/order.dto.ts';
import { readOrderManager } from '../orders/order-manager-header.ts';
import { loadAccessibleOrder } from '../orders/order-status.service.ts';
import { rejectOrder } from './rejections.service.ts';

export const rejectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rejections',
    {
      schema: {
        tags: ['orders'],
        summary: 'Rechazar un pedido nuevo con un motivo',
        headers: z.looseObject({ 'order-manager': z.string().optional() }),
        body: rejectionBodySchema,
        response: { 201: rejectionResultSchema },
      },
      preHandler: app.requirePartner('orders.operate', 'company'),
    },
    async (request, reply) => {
      const { account } = signedIn(request);
      // The Order-Manager header names who acts when present; otherwise the signed-in account does.
      const manager = readOrderManager(request) ?? account.name;
      const { order: id, ...input } = request.body;
      const order = await loadAccessibleOrder(app.db, await accessibleCompanyIds(app.db, signedIn(request)), id);
      const result = await rejectOrder(app.db, order, input, { manager, accountId: account.id });
      const dto = toOrderDto(result.order);
      emitOrder(app.live, 'update', dto);
      return reply.status(201).send({
        id: result.rejection.id,
        order: dto,
        reason: input.reason,
        comment: result.rejection.comment,
        products: result.rejection.productIds,
        unavailableUntil: result.unavailableUntil?.toISOString() ?? null,
        createdAt: result.rejection.createdAt.toISOString(),
      });
    },
  );
};
