import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPresenceRefresh } from './modules/live/presence.ts';
import { announceDueOrders } from './modules/orders/due-orders.ts';
import { escalateDueOrders } from './modules/orders/escalation.ts';
import { toOrderDto } from './modules/orders/order.dto.ts';
import { createPushDispatcher, type PushDispatcher } from './modules/push/push-dispatcher.ts';
import { createPushSend } from './modules/push/push-sender.ts';
import { loadVapidKeys } from './modules/push/vapid.ts';
import { autoAssignErrands } from './modules/rider-app/auto-assign.ts';
import { announceErrand } from './modules/rider-app/rider-events.ts';
import { expireOffers } from './modules/rider-app/rider-tasks.service.ts';
import { deleteExpiredTrail } from './modules/rider-positions/rider-positions.queries.ts';
import { emitOrder } from './plugins/live-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    push: PushDispatcher & { publicKey: string };
  }
}

/** Rider trail points past their partner's days are deleted this often, 5,000 at a time (decision 048). */
const TRAIL_RETENTION_MS = 15 * 60_000;

/**
 * The background work that keeps alerts going with nobody asking: the Web Push outbox, the escalation of
 * orders left pending, and the presence of company screens. Registered after the socket plugin.
 */
export const backgroundJobsPlugin = fp(async (app: FastifyInstance) => {
  const vapid = await loadVapidKeys(app.db, app.config);
  const dispatcher = createPushDispatcher({
    db: app.db,
    log: app.log,
    send: createPushSend(vapid, app.config.PUSH_TIMEOUT_MS),
    concurrency: app.config.PUSH_CONCURRENCY,
    perTenant: app.config.PUSH_CONCURRENCY_PER_TENANT,
    dropAfter: app.config.PUSH_DROP_AFTER_FAILURES,
  });
  app.decorate('push', { ...dispatcher, publicKey: vapid.publicKey });

  const sweep = async () => {
    // Orders for later that became due ring as new ones now (decision 054).
    const due = await announceDueOrders(app.db);
    for (const order of due) emitOrder(app.live, 'update', toOrderDto(order));
    const escalated = await escalateDueOrders(app.db, app.config.ESCALATION_MINUTE_SECONDS);
    for (const order of escalated) emitOrder(app.live, 'update', toOrderDto(order));
    if (escalated.length > 0 || due.length > 0) dispatcher.kick();
    // Offers a rider left unanswered go back to the dispatcher (decision 042).
    const offers = await expireOffers(app.db);
    for (const { errand, riderId } of offers.changed) await announceErrand(app, errand, riderId);
    // Partners with auto-assign offer those errands, and new ones, to the next suggested rider (decision 055).
    const assigned = await autoAssignErrands(app.db);
    for (const { errand } of assigned) await announceErrand(app, errand, null);
    if (assigned.some((outcome) => outcome.riderId)) dispatcher.kick();
  };
  let sweeper: ReturnType<typeof setInterval> | undefined;
  let stopPresence: (() => void) | undefined;
  let trailRetention: ReturnType<typeof setInterval> | undefined;

  app.addHook('onReady', async () => {
    dispatcher.start();
    sweeper = setInterval(
      () => void sweep().catch((error) => app.log.error({ err: error }, 'escalation failed')),
      // The escalation's precision: an order escalates at most this long after its minutes have passed.
      app.config.ESCALATION_SWEEP_SECONDS * 1000,
    );
    stopPresence = startPresenceRefresh(app);
    trailRetention = setInterval(
      () => void deleteExpiredTrail(app.db).catch((error) => app.log.error({ err: error }, 'trail retention failed')),
      TRAIL_RETENTION_MS,
    );
  });
  app.addHook('preClose', async () => {
    clearInterval(sweeper);
    clearInterval(trailRetention);
    stopPresence?.();
    await dispatcher.stop();
  });
});
