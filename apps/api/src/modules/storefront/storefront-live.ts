import { STOREFRONT_CHANNEL, STOREFRONT_NAMESPACE, STOREFRONT_ORDER_EVENT } from '@backoffice/shared';
import type { FastifyInstance } from 'fastify';
import type { OrderChange } from '../../plugins/socket.ts';
import { findTrackedOrder } from './storefront.queries.ts';
import { toTrackedOrderDto } from './tracked-order.ts';
import { orderOfToken } from './tracking.ts';

/** The room of one storefront order; only the server puts a socket in it, after checking its token. */
export const trackingRoom = (orderId: string) => `storefront-order:${orderId}`;

/** Refusal sent to a socket whose handshake token opens no order. */
export const STOREFRONT_UNKNOWN_TOKEN = 'unknown_token';

type TrackingSocketData = { orderId: string };

/**
 * The customers' live tracking (decision 025): namespace STOREFRONT_NAMESPACE, handshake `auth: { token }`.
 * The token is looked up by its hash and the socket joins its order's room; a socket can never name an order.
 * On connecting (also after a drop) it is sent the order as it is now, then every change as it commits.
 */
export const registerStorefrontTracking = (app: FastifyInstance) => {
  const namespace = app.io.of(STOREFRONT_NAMESPACE);
  namespace.use(async (socket, next) => {
    try {
      const orderId = await orderOfToken(app.db, (socket.handshake.auth as { token?: unknown } | undefined)?.token);
      if (!orderId) return next(new Error(STOREFRONT_UNKNOWN_TOKEN));
      (socket.data as TrackingSocketData).orderId = orderId;
      next();
    } catch (error) {
      next(error as Error);
    }
  });
  namespace.on('connection', async (socket) => {
    const { orderId } = socket.data as TrackingSocketData;
    await socket.join(trackingRoom(orderId));
    const row = await findTrackedOrder(app.db, orderId).catch(() => undefined);
    if (row) socket.emit(STOREFRONT_ORDER_EVENT, toTrackedOrderDto(row));
  });

  const publish = async ({ orderId, channel }: OrderChange) => {
    if (channel !== null && channel !== STOREFRONT_CHANNEL) return;
    const row = await findTrackedOrder(app.db, orderId);
    if (row?.order.channel !== STOREFRONT_CHANNEL) return;
    // Through the adapter: with Redis, sockets on every API process hear it.
    namespace.to(trackingRoom(orderId)).emit(STOREFRONT_ORDER_EVENT, toTrackedOrderDto(row));
  };
  // One order's changes are read and sent one after another, so a slower read never sends an older state last.
  const queues = new Map<string, Promise<void>>();
  app.live.watchOrders((change) => {
    const next = (queues.get(change.orderId) ?? Promise.resolve())
      .then(() => publish(change))
      .catch((error) => app.log.error({ err: error, orderId: change.orderId }, 'storefront tracking emit failed'))
      .finally(() => {
        if (queues.get(change.orderId) === next) queues.delete(change.orderId);
      });
    queues.set(change.orderId, next);
  });
};
