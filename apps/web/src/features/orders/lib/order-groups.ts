import type { Order, OrderStatus } from '@backoffice/shared';
import { isWaitingForSlot } from './scheduled.ts';

export const orderGroups = ['new', 'scheduled', 'accepted', 'ready', 'on_the_way', 'finished'] as const;
export type OrderGroup = (typeof orderGroups)[number];

export const orderGroupLabels: Record<OrderGroup, string> = {
  new: 'Nuevos',
  scheduled: 'Programados',
  accepted: 'Aceptados',
  ready: 'Listos',
  on_the_way: 'En camino',
  finished: 'Finalizados',
};

export const groupOfStatus = (status: OrderStatus): OrderGroup => {
  switch (status) {
    case 'pending':
      return 'new';
    case 'accepted':
    case 'ready':
    case 'on_the_way':
      return status;
    default:
      return 'finished';
  }
};

/**
 * Orders by state, each group newest first (the list is already newest first). A pending order for later waits
 * under "Programados" until its due time, then is new (decision 054).
 */
export const groupOrders = (orders: readonly Order[], now = Date.now()): Record<OrderGroup, Order[]> => {
  const groups: Record<OrderGroup, Order[]> = {
    new: [],
    scheduled: [],
    accepted: [],
    ready: [],
    on_the_way: [],
    finished: [],
  };
  for (const order of orders) {
    groups[isWaitingForSlot(order, now) ? 'scheduled' : groupOfStatus(order.status)].push(order);
  }
  return groups;
};

/** A new order waiting longer than this is highlighted. */
export const WAITING_TOO_LONG_MS = 5 * 60_000;

export const isWaitingTooLong = (item: { status: string; createdAt: string }, now: number) =>
  item.status === 'pending' && now - Date.parse(item.createdAt) > WAITING_TOO_LONG_MS;

/** "hace 3 min", "hace 1 h 05 min": time since creation on each card. */
export const elapsedLabel = (createdAt: string, now: number) => {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 1) return 'hace un momento';
  if (minutes < 60) return `hace ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `hace ${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `hace ${Math.floor(hours / 24)} d`;
};

export const EMPTY_ORDERS_TEXT = 'Sin pedidos por ahora — te avisaremos con sonido cuando llegue uno';
