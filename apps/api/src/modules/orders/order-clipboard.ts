import { type OrderStatus, orderStatusLabels, orderTypeLabels, paymentMethodLabels } from '@backoffice/shared';
import type { OrderRow } from './orders.queries.ts';

/** $1,234.50 MXN */
export const formatMoney = (cents: number, currency: string) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

/** A ready-to-paste Spanish summary of an order, for a chat with the rider or the customer. */
export const orderClipboardText = (order: OrderRow, company: { name: string; currency: string; timezone: string }) => {
  const money = (cents: number) => formatMoney(cents, company.currency);
  const when = new Intl.DateTimeFormat('es-MX', {
    timeZone: company.timezone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(order.createdAt);
  const lines = [
    `Pedido #${order.number} — ${company.name}`,
    `Fecha: ${when}`,
    `Estado: ${orderStatusLabels[order.status as OrderStatus] ?? order.status}`,
    `Tipo: ${orderTypeLabels[order.type as keyof typeof orderTypeLabels] ?? order.type}`,
    '',
    `Cliente: ${order.customer.name}`,
    `Teléfono: ${order.customer.phone}`,
  ];
  if (order.customer.address) lines.push(`Dirección: ${order.customer.address}`);
  if (order.customer.notes) lines.push(`Referencias: ${order.customer.notes}`);
  lines.push('', 'Productos:');
  for (const line of order.products) {
    lines.push(`- ${line.quantity} x ${line.name} (${money(line.unitPrice)} c/u)`);
    for (const addition of line.additions) {
      lines.push(`    + ${addition.quantity} x ${addition.name} (${money(addition.unitPrice)})`);
    }
    if (line.notes) lines.push(`    Nota: ${line.notes}`);
  }
  for (const promo of order.promos) {
    lines.push(`- ${promo.quantity} x Promo ${promo.name} (${money(promo.unitPrice)} c/u)`);
    for (const option of promo.options) lines.push(`    · ${option.name}`);
  }
  if (order.notes) lines.push('', `Notas: ${order.notes}`);
  lines.push('', `Subtotal: ${money(order.subtotal)}`);
  if (order.type === 'delivery') lines.push(`Envío: ${money(order.deliveryFee)}`);
  lines.push(
    `Total: ${money(order.total)}`,
    `Forma de pago: ${paymentMethodLabels[order.payment as keyof typeof paymentMethodLabels] ?? order.payment}`,
  );
  if (order.minutes) lines.push(`Tiempo estimado: ${order.minutes} min`);
  return lines.join('\n');
};
