import {
  type OrderStatus,
  type OrderType,
  type PaymentMethod,
  productLineTotal,
  promoLineTotal,
  type StorefrontTrackedOrder,
} from '@backoffice/shared';
import type { OrderLine, OrderPromoLine } from '../../db/schema/index.ts';
import type { findTrackedOrder } from './storefront.queries.ts';

/** Every line of a priced cart or of an order with its total, products first, in the cart's order. */
export const pricedLines = (priced: { products: OrderLine[]; promos: OrderPromoLine[] }) => [
  ...priced.products.map((line) => ({ name: line.name, quantity: line.quantity, total: productLineTotal(line) })),
  ...priced.promos.map((line) => ({ name: line.name, quantity: line.quantity, total: promoLineTotal(line) })),
];

/** The status as the customer reads it (the back-office labels speak to staff). */
export const customerStatusLabel = (status: OrderStatus, type: OrderType) => {
  switch (status) {
    case 'pending':
      return 'Recibido, esperando al comercio';
    case 'accepted':
      return 'Aceptado, en preparación';
    case 'ready':
      return type === 'pickup' ? 'Listo para recoger' : 'Listo, esperando al repartidor';
    case 'on_the_way':
      return 'En camino';
    case 'delivered':
      return type === 'pickup' ? 'Recogido' : 'Entregado';
    case 'rejected':
      return 'El comercio no pudo aceptar tu pedido';
    case 'cancelled':
      return 'Cancelado';
  }
};

type Tracked = NonNullable<Awaited<ReturnType<typeof findTrackedOrder>>>;

export const toTrackedOrderDto = ({
  order,
  company,
  history,
  rider,
  deliveryCode,
}: Tracked): StorefrontTrackedOrder => {
  const status = order.status as OrderStatus;
  const type = order.type as OrderType;
  return {
    number: order.number,
    status,
    statusLabel: customerStatusLabel(status, type),
    type,
    payment: order.payment as PaymentMethod,
    company,
    lines: pricedLines(order),
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    discount: order.discount,
    coupon: order.coupon,
    total: order.total,
    minutes: order.minutes,
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
    rider,
    deliveryCode,
    history: history.map((entry) => ({ status: entry.status as OrderStatus, at: entry.at.toISOString() })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
};
