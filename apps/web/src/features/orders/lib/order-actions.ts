import {
  type Errand,
  type ErrandStatus,
  errandTransitions,
  type Order,
  type OrderStatus,
  orderTransitions,
} from '@backoffice/shared';

export type MoveAction = { to: OrderStatus; label: string; confirm?: string; color?: string };

const moveLabels: Partial<Record<OrderStatus, string>> = {
  ready: 'Marcar como listo',
  on_the_way: 'Enviar: en camino',
  delivered: 'Marcar como entregado',
  cancelled: 'Cancelar pedido',
};

/**
 * The lifecycle moves a screen offers for an order, from the shared transitions. Accepting and rejecting
 * have their own forms, and "Rechazar" is the one way to refuse a pending order: it is cancelled only once
 * accepted. A pickup order goes from ready to delivered, never on the way.
 */
export const orderMoves = (order: Pick<Order, 'status' | 'type'>): MoveAction[] =>
  orderTransitions[order.status]
    .filter((to) => to !== 'accepted' && to !== 'rejected')
    .filter((to) => !(to === 'cancelled' && order.status === 'pending'))
    .filter((to) => !(to === 'on_the_way' && order.type === 'pickup'))
    .map((to) => ({
      to,
      label: moveLabels[to] ?? to,
      ...(to === 'cancelled'
        ? { confirm: '¿Seguro que quieres cancelar este pedido? El cliente ya no lo recibirá.', color: 'red' }
        : {}),
    }));

export type ErrandMove = { to: ErrandStatus; label: string; confirm?: string; color?: string };

const errandMoveLabels: Record<ErrandStatus, string> = {
  pending: 'Pendiente',
  assigned: 'Asignar repartidor',
  on_the_way: 'Enviar: en camino',
  delivered: 'Marcar como entregado',
  cancelled: 'Cancelar mandado',
};

export const errandMoves = (errand: Pick<Errand, 'status'>): ErrandMove[] =>
  errandTransitions[errand.status].map((to) => ({
    to,
    label: errandMoveLabels[to],
    ...(to === 'cancelled' ? { confirm: '¿Seguro que quieres cancelar este mandado?', color: 'red' } : {}),
  }));
