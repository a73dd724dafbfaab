import {
  localTime,
  type Order,
  orderStatusLabels,
  orderTypeLabels,
  paymentMethodLabels,
  spreadsheetText,
} from '@backoffice/shared';

/** Excel only reads a CSV as UTF-8 (accents, ñ) when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

const HEADER = [
  'Pedido',
  'Fecha',
  'Hora',
  'Programado para',
  'Cliente',
  'Teléfono',
  'Tipo',
  'Forma de pago',
  'Estado',
  'Subtotal',
  'Envío',
  'Cupón',
  'Descuento',
  'Total',
];

/** Quotes a field when it needs it (RFC 4180) and neutralises text a spreadsheet would run as a formula. */
export const csvField = (value: string | number) => {
  const text = typeof value === 'string' ? spreadsheetText(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Cents as plain pesos with a dot ("1234.50"), a number every spreadsheet sums. */
export const pesos = (cents: number) => (cents / 100).toFixed(2);

/** Local date ("2026-03-07") and time ("14:05") of an instant on the company's clocks. */
export const localDateTime = (iso: string, timeZone: string) => {
  const { date, minutes } = localTime(new Date(iso), timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return { date, time: `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}` };
};

/** "2026-03-07 14:05" on the company's clock, for an order for later; empty for one as soon as possible. */
const slotText = (scheduledFor: string | null | undefined, timeZone: string) => {
  if (!scheduledFor) return '';
  const { date, time } = localDateTime(scheduledFor, timeZone);
  return `${date} ${time}`;
};

/**
 * The orders of a report as CSV text (with BOM, CRLF line ends), dates and times in the company's zone. Fecha and
 * Hora are when the order was placed; an order for later also says its slot.
 */
export const ordersCsv = (orders: Order[], timeZone: string) => {
  const rows = orders.map((order) => {
    const { date, time } = localDateTime(order.createdAt, timeZone);
    return [
      order.number,
      date,
      time,
      slotText(order.scheduledFor, timeZone),
      order.customer.name,
      order.customer.phone,
      orderTypeLabels[order.type],
      paymentMethodLabels[order.payment],
      orderStatusLabels[order.status],
      pesos(order.subtotal),
      pesos(order.deliveryFee),
      order.coupon ?? '',
      pesos(order.discount ?? 0),
      pesos(order.total),
    ];
  });
  return `${UTF8_BOM}${[HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
};

export const csvFileName = (from: string, to: string) =>
  from === to ? `pedidos-${from}.csv` : `pedidos-${from}-a-${to}.csv`;
