import type { StorefrontTrackedOrder } from '@backoffice/shared/storefront';

type Status = StorefrontTrackedOrder['status'];
export type Step = { status: Status; label: string; at: string | null; done: boolean; current: boolean };

const deliverySteps: [Status, string][] = [
  ['pending', 'Pedido recibido'],
  ['accepted', 'Aceptado por la tienda'],
  ['ready', 'Listo, esperando al repartidor'],
  ['on_the_way', 'En camino'],
  ['delivered', 'Entregado'],
];
const pickupSteps: [Status, string][] = [
  ['pending', 'Pedido recibido'],
  ['accepted', 'Aceptado por la tienda'],
  ['ready', 'Listo para recoger'],
  ['delivered', 'Entregado'],
];

/** The steps of the order in words, each with when it happened; a rejected or cancelled order ends early. */
export const timeline = (order: StorefrontTrackedOrder): Step[] => {
  const steps = order.type === 'pickup' ? pickupSteps : deliverySteps;
  const reachedAt = new Map<Status, string>();
  for (const entry of order.history) if (!reachedAt.has(entry.status)) reachedAt.set(entry.status, entry.at);
  if (!reachedAt.has('pending')) reachedAt.set('pending', order.createdAt);
  const index = steps.findIndex(([status]) => status === order.status);
  // A step skipped (ready → delivered without "on the way") still counts as passed.
  return steps.map(([status, label], position) => ({
    status,
    label,
    at: reachedAt.get(status) ?? null,
    done: reachedAt.has(status) || (index >= 0 && position <= index),
    current: position === index,
  }));
};

export const endedEarly = (order: StorefrontTrackedOrder) =>
  order.status === 'rejected' || order.status === 'cancelled';

/** When the shop said it would be ready (accepted at + promised minutes), or null before accepting. */
export const promisedAt = (order: StorefrontTrackedOrder) => {
  const accepted = order.history.find((entry) => entry.status === 'accepted');
  if (!accepted || order.minutes === null) return null;
  return new Date(new Date(accepted.at).getTime() + order.minutes * 60_000);
};
