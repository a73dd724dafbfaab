import { type Errand, type Order, orderTypeLabels, paymentMethodLabels } from '@backoffice/shared';
import { ApiError } from './api.ts';

const clock = () => new Date().toLocaleTimeString('es-MX', { hour12: false });

export const money = (cents: number, currency = 'MXN') => `$${(cents / 100).toFixed(2)} ${currency}`;

export const orderLine = (order: Order, companyName: string, currency: string, retried: boolean) => {
  const items =
    order.products.reduce((sum, line) => sum + line.quantity, 0) +
    order.promos.reduce((sum, line) => sum + line.quantity, 0);
  const how = `${orderTypeLabels[order.type]}, ${paymentMethodLabels[order.payment]}`.toLowerCase();
  return (
    `${clock()}  Pedido #${order.number} · ${companyName} · total ${money(order.total, currency)} ` +
    `(${items} ${items === 1 ? 'artículo' : 'artículos'}, ${how}) — ${order.customer.name}` +
    (retried ? ' [reintento con la misma Idempotency-Key]' : '')
  );
};

export const errandLine = (errand: Errand, companyName: string, currency: string) =>
  `${clock()}  Mandado ${errand.id.slice(0, 8)} · ${companyName} · envío ${money(errand.fee, currency)}` +
  (errand.amountToCollect > 0 ? `, cobrar ${money(errand.amountToCollect, currency)}` : '') +
  ` — ${errand.dropoff.address}`;

export const errorLine = (what: string, companyName: string, error: unknown) => {
  if (error instanceof ApiError) {
    return `${clock()}  ✗ ${what} para ${companyName} rechazado (${error.status} ${error.code}): ${error.message}`;
  }
  const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : error;
  return `${clock()}  ✗ ${what} para ${companyName}: sin respuesta del servidor (${String(cause)})`;
};
