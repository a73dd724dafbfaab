import { ORDER_OPENED, openedOrderEvent } from '@backoffice/shared';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import { findOrder } from '../orders/orders.queries.ts';

const openedSchema = z.object({ id: z.uuid() });

/**
 * A screen opened an order: every screen of the company stops ringing for it. The order must belong to a
 * company whose room this socket is in, so a client can only speak about its own orders.
 */
export const listenOrderOpened = (app: FastifyInstance, socket: Socket) => {
  socket.on(ORDER_OPENED, (payload: unknown) => {
    const parsed = openedSchema.safeParse(payload);
    if (!parsed.success) return;
    void findOrder(app.db, parsed.data.id)
      .then((order) => {
        if (!order || !socket.rooms.has(`company:${order.companyId}`)) return;
        app.live.toCompany(order.companyId, openedOrderEvent(order.companyId), { id: order.id });
      })
      .catch((error) => app.log.warn({ err: error }, 'order opened relay failed'));
  });
};
