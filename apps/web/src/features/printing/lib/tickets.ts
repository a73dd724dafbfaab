import type { Errand, Order } from '@backoffice/shared';
import { orderTypeLabels, paymentMethodLabels } from '@backoffice/shared';
import type ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { formatDateTime, formatDayAndClock } from '../../../lib/clock.ts';
import { formatMoney } from '../../../lib/money.ts';
import { amountLines, printable, wrapText } from './ticket-text.ts';

export type PaperWidth = 58 | 80;

/** Characters per line of the printers' standard font (12×24 dots): 32 on 58 mm paper, 48 on 80 mm. */
export const paperColumns = (paper: PaperWidth) => (paper === 58 ? 32 : 48);

/**
 * The code page every ticket is written in: cp858 holds every Spanish letter and sign (á é í ó ú ü ñ ¿ ¡ and
 * capitals) and the euro, and ESC/POS printers of every make carry it (decision 050).
 */
export const TICKET_CODEPAGE = 'cp858';

export type TicketContext = {
  paper: PaperWidth;
  companyName: string;
  timeZone: string;
  /** The storefront's tracking page of the order; the bag ticket prints it as a QR when known. */
  trackingUrl?: string | null;
};

/** Encoder options for a ticket: ESC/POS, the paper's columns and the code page table most printers follow. */
export const encoderOptions = (paper: PaperWidth, codepageMapping: string | undefined = 'epson') => ({
  language: 'esc-pos' as const,
  columns: paperColumns(paper),
  codepageMapping: codepageMapping as 'epson',
  feedBeforeCut: 4,
});

const money = (cents: number) => printable(formatMoney(cents));

const lines = (encoder: ReceiptPrinterEncoder, values: string[]) => {
  for (const value of values) encoder.line(value);
};

/** Large text (kitchen items, the order number): double width and height on 80 mm, double height on 58 mm. */
const large = (encoder: ReceiptPrinterEncoder, paper: PaperWidth) => {
  if (paper === 80) encoder.size(2, 2);
  else encoder.size(1, 2);
  return paper === 80 ? paperColumns(paper) / 2 : paperColumns(paper);
};

const start = (encoder: ReceiptPrinterEncoder) => encoder.initialize().codepage(TICKET_CODEPAGE as 'cp858');

const header = (encoder: ReceiptPrinterEncoder, context: TicketContext, title: string, at: string) => {
  const columns = paperColumns(context.paper);
  encoder.align('center').bold(true);
  lines(encoder, wrapText(context.companyName, columns));
  encoder.bold(false).size(2, 2);
  lines(encoder, wrapText(title, columns / 2));
  encoder.size(1, 1);
  encoder.line(printable(formatDateTime(at, context.timeZone)));
  encoder.align('left');
};

/**
 * The kitchen's ticket: what to make, large, with each addition and note; when it is due ("LO ANTES POSIBLE", or
 * "PROGRAMADO" with its slot large on the shop's clocks, decision 054); no prices.
 */
export const kitchenTicket = (encoder: ReceiptPrinterEncoder, order: Order, context: TicketContext) => {
  const columns = paperColumns(context.paper);
  start(encoder);
  header(encoder, context, `COCINA #${order.number}`, order.createdAt);
  encoder.align('center').bold(true);
  encoder.line(printable(orderTypeLabels[order.type].toUpperCase()));
  if (order.scheduledFor) {
    encoder.invert(true).line(' PROGRAMADO ').invert(false);
    const width = large(encoder, context.paper);
    lines(encoder, wrapText(printable(formatDayAndClock(order.scheduledFor, context.timeZone)), width));
    encoder.size(1, 1);
  } else encoder.invert(true).line(' LO ANTES POSIBLE ').invert(false);
  if (order.minutes) encoder.line(`Listo en ${order.minutes} min`);
  encoder.bold(false).align('left').rule();
  for (const line of order.products) {
    encoder.bold(true);
    const width = large(encoder, context.paper);
    lines(encoder, wrapText(`${line.quantity} x ${line.name}`, width, '    '));
    encoder.size(1, 1).bold(false);
    for (const addition of line.additions)
      lines(
        encoder,
        wrapText(`  + ${addition.quantity > 1 ? `${addition.quantity} x ` : ''}${addition.name}`, columns, '    '),
      );
    if (line.notes) {
      encoder.bold(true);
      lines(encoder, wrapText(`  >> ${line.notes}`, columns, '     '));
      encoder.bold(false);
    }
  }
  for (const line of order.promos) {
    encoder.bold(true);
    const width = large(encoder, context.paper);
    lines(encoder, wrapText(`${line.quantity} x ${line.name}`, width, '    '));
    encoder.size(1, 1).bold(false);
    for (const option of line.options) lines(encoder, wrapText(`  - ${option.name}`, columns, '    '));
  }
  if (order.notes) {
    encoder.rule().bold(true);
    lines(encoder, wrapText(`NOTAS: ${order.notes}`, columns, '  '));
    encoder.bold(false);
  }
  encoder.rule();
  lines(encoder, wrapText(`Cliente: ${order.customer.name}`, columns, '  '));
  return encoder.cut().encode();
};

/** What the rider or the counter collects in cash: the total when the customer pays cash, else nothing. */
export const cashToCollect = (order: Pick<Order, 'payment' | 'total'>) => (order.payment === 'cash' ? order.total : 0);

/**
 * The customer's (bag) ticket: shop, order number, customer, address and phone, every line with its price, the
 * total, the payment method, the cash to collect and a QR to the order's tracking page.
 */
export const bagTicket = (encoder: ReceiptPrinterEncoder, order: Order, context: TicketContext) => {
  const columns = paperColumns(context.paper);
  start(encoder);
  header(encoder, context, `PEDIDO #${order.number}`, order.createdAt);
  encoder.align('center').line(printable(`${orderTypeLabels[order.type]} · ${paymentMethodLabels[order.payment]}`));
  encoder.align('left').rule();
  encoder.bold(true);
  lines(encoder, wrapText(order.customer.name, columns, '  '));
  encoder.bold(false);
  lines(encoder, wrapText(`Tel: ${order.customer.phone}`, columns, '  '));
  if (order.type === 'delivery' && order.customer.address)
    lines(encoder, wrapText(`Dirección: ${order.customer.address}`, columns, '  '));
  if (order.customer.notes) lines(encoder, wrapText(`Referencias: ${order.customer.notes}`, columns, '  '));
  encoder.rule();
  for (const line of order.products) {
    lines(
      encoder,
      amountLines(`${line.quantity} x ${line.name}`, money(line.quantity * line.unitPrice), columns, '    '),
    );
    for (const addition of line.additions)
      lines(
        encoder,
        amountLines(
          `  + ${addition.quantity > 1 ? `${addition.quantity} x ` : ''}${addition.name}`,
          money(line.quantity * addition.quantity * addition.unitPrice),
          columns,
          '    ',
        ),
      );
    if (line.notes) lines(encoder, wrapText(`  >> ${line.notes}`, columns, '     '));
  }
  for (const line of order.promos) {
    lines(
      encoder,
      amountLines(`${line.quantity} x ${line.name}`, money(line.quantity * line.unitPrice), columns, '    '),
    );
    for (const option of line.options) lines(encoder, wrapText(`  - ${option.name}`, columns, '    '));
  }
  if (order.notes) lines(encoder, wrapText(`Notas: ${order.notes}`, columns, '  '));
  encoder.rule();
  lines(encoder, amountLines('Subtotal', money(order.subtotal), columns));
  if (order.deliveryFee > 0) lines(encoder, amountLines('Envío', money(order.deliveryFee), columns));
  encoder.bold(true).size(1, 2);
  lines(encoder, amountLines('TOTAL', money(order.total), columns));
  encoder.size(1, 1).bold(false);
  lines(encoder, amountLines('Forma de pago', printable(paymentMethodLabels[order.payment]), columns));
  encoder.bold(true);
  lines(encoder, amountLines('Efectivo a cobrar', money(cashToCollect(order)), columns));
  encoder.bold(false);
  if (context.trackingUrl) {
    encoder.rule().align('center').line('Sigue tu pedido:');
    encoder.qrcode(context.trackingUrl, { model: 2, size: context.paper === 58 ? 5 : 6, errorlevel: 'm' });
    encoder.align('left');
  }
  encoder.align('center').line('¡Gracias por tu pedido!').align('left');
  return encoder.cut().encode();
};

/** A partner's errand ticket for the rider: pick-up, drop-off, customer, notes and the amount to collect. */
export const errandTicket = (encoder: ReceiptPrinterEncoder, errand: Errand, context: TicketContext) => {
  const columns = paperColumns(context.paper);
  start(encoder);
  header(encoder, context, `MANDADO #${errand.number}`, errand.createdAt);
  encoder.rule().bold(true).line('RECOGER').bold(false);
  lines(encoder, wrapText(errand.pickup.address, columns, '  '));
  encoder.bold(true).line('ENTREGAR').bold(false);
  lines(encoder, wrapText(errand.dropoff.address, columns, '  '));
  if (errand.customer) {
    lines(encoder, wrapText(`Cliente: ${errand.customer.name}`, columns, '  '));
    lines(encoder, wrapText(`Tel: ${errand.customer.phone}`, columns, '  '));
  }
  if (errand.notes) lines(encoder, wrapText(`Notas: ${errand.notes}`, columns, '  '));
  encoder.rule().bold(true).size(1, 2);
  lines(encoder, amountLines('Cobrar', money(errand.amountToCollect), columns));
  encoder.size(1, 1).bold(false);
  lines(encoder, amountLines('Tarifa', money(errand.fee), columns));
  return encoder.cut().encode();
};

/** The test print of the settings: the shop, the paper's full width, the accents and a cut. */
export const testTicket = (encoder: ReceiptPrinterEncoder, context: TicketContext) => {
  const columns = paperColumns(context.paper);
  start(encoder);
  encoder.align('center').bold(true);
  lines(encoder, wrapText(context.companyName, columns));
  encoder.bold(false).size(2, 2).line('PRUEBA').size(1, 1);
  encoder.line(`Papel de ${context.paper} mm: ${columns} columnas`).align('left');
  encoder.line('1234567890'.repeat(Math.ceil(columns / 10)).slice(0, columns));
  encoder.line('áéíóú ÁÉÍÓÚ ñÑ üÜ ¿? ¡!');
  encoder.rule();
  return encoder.cut().encode();
};
