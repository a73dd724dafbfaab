import {
  type Errand,
  newErrandEvent,
  newOrderEvent,
  type Order,
  riderTaskEvent,
  updateErrandEvent,
  updateOrderEvent,
} from '@backoffice/shared';
import type { LiveEvents } from './socket.ts';

/**
 * Called after the transaction commits, so a client never hears of a change it cannot read yet; intakes call
 * it through reply.afterResponse so their answer never waits for the fan-out.
 */
export const emitOrder = (live: LiveEvents, kind: 'new' | 'update', order: Order) => {
  const event = kind === 'new' ? newOrderEvent(order.company) : updateOrderEvent(order.company);
  live.toCompany(order.company, event, order);
  if (kind === 'update') live.orderChanged({ orderId: order.id, channel: order.channel });
};

/**
 * Errands of a company go to its room (and so to the partners following it). An errand without a
 * company goes to its partner's admins as `new:errand:{partnerId}` / `update:errand:{partnerId}`.
 */
export const emitErrand = (live: LiveEvents, kind: 'new' | 'update', errand: Errand) => {
  const target = errand.company ?? errand.partner;
  const event = kind === 'new' ? newErrandEvent(target) : updateErrandEvent(target);
  if (errand.company) live.toCompany(errand.company, event, errand);
  else live.toPartnerAdmins(errand.partner, event, errand);
  // The order it delivers has a rider now, or no longer.
  if (errand.order) live.orderChanged({ orderId: errand.order, channel: null });
};

/**
 * A fleet hears the errands its riders carry: the errand now on one of its riders, and the one taken off one
 * (reassigned) so its board drops it. Event names are the partners' (`update:errand:{companyId}`).
 */
export const emitErrandToFleets = (live: LiveEvents, errand: Errand, providerIds: (string | null)[]) => {
  const event = updateErrandEvent(errand.company ?? errand.partner);
  for (const providerId of new Set(providerIds)) if (providerId) live.toProvider(providerId, event, errand);
};

/**
 * A rider's phone hears that one of its tasks changed (offered, changed, taken away) and reads its tasks again:
 * the payload names the task only, the rider routes decide what the rider may see (decision 042).
 */
export const emitErrandToRiders = (live: LiveEvents, errand: Errand, riderIds: (string | null)[]) => {
  for (const riderId of new Set(riderIds)) if (riderId) live.toRider(riderId, riderTaskEvent, { task: errand.id });
};
