// Order constants without zod, so that screens that only show orders do not load the schema library.

/** Headers of the order calls (contract section 4). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const ORDER_MANAGER_HEADER = 'order-manager';

/** The Order-Manager header value: base64 of the UTF-8 display name, in the browser and in Node. */
export const encodeOrderManager = (name: string) => {
  const bytes = new TextEncoder().encode(name);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

export const paymentMethods = ['cash', 'card', 'transfer', 'online'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Efectivo',
  card: 'Tarjeta',
  transfer: 'Transferencia',
  online: 'Pago en línea',
};
export const orderTypes = ['delivery', 'pickup'] as const;
export type OrderType = (typeof orderTypes)[number];
export const orderTypeLabels: Record<OrderType, string> = { delivery: 'A domicilio', pickup: 'Para recoger' };

export const MAX_ORDER_MINUTES = 240;
