/** Order and errand lifecycles of contract section 4; the server enforces them, the web app reads them. */
export const orderStatuses = [
  'pending',
  'accepted',
  'ready',
  'on_the_way',
  'delivered',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['accepted', 'rejected', 'cancelled'],
  accepted: ['ready', 'cancelled'],
  ready: ['on_the_way', 'delivered', 'cancelled'],
  on_the_way: ['delivered', 'cancelled'],
  delivered: [],
  rejected: [],
  cancelled: [],
};

/**
 * The one definition of a sale (docs/decisions): an order the company accepted and nobody cancelled.
 * A pending order is not a sale yet; rejected and cancelled orders never are. Every figure of stats,
 * month stats, reports and city reports counts "orders" as every order received, and "sales" over these.
 */
export const saleStatuses = ['accepted', 'ready', 'on_the_way', 'delivered'] as const satisfies readonly OrderStatus[];
export const isSaleStatus = (status: string) => (saleStatuses as readonly string[]).includes(status);

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => orderTransitions[from].includes(to);

export const errandStatuses = ['pending', 'assigned', 'on_the_way', 'delivered', 'cancelled'] as const;
export type ErrandStatus = (typeof errandStatuses)[number];

export const errandTransitions: Record<ErrandStatus, readonly ErrandStatus[]> = {
  pending: ['assigned', 'cancelled'],
  assigned: ['on_the_way', 'cancelled'],
  on_the_way: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export const canMoveErrand = (from: ErrandStatus, to: ErrandStatus) => errandTransitions[from].includes(to);

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Nuevo',
  accepted: 'Aceptado',
  ready: 'Listo',
  on_the_way: 'En camino',
  delivered: 'Entregado',
  rejected: 'Rechazado',
  cancelled: 'Cancelado',
};

export const errandStatusLabels: Record<ErrandStatus, string> = {
  pending: 'Pendiente',
  assigned: 'Asignado',
  on_the_way: 'En camino',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

export const rejectionReasons = ['out_of_stock', 'too_busy', 'closing', 'address_unreachable', 'other'] as const;
export type RejectionReason = (typeof rejectionReasons)[number];
export const rejectionReasonLabels: Record<RejectionReason, string> = {
  out_of_stock: 'Producto agotado',
  too_busy: 'Demasiados pedidos',
  closing: 'Estamos por cerrar',
  address_unreachable: 'No llegamos a esa dirección',
  other: 'Otro motivo',
};
