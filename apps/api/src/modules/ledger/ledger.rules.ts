import type { LedgerEntryKind } from '@backoffice/shared';

/** One line to write, before it gets its company, partner and period. */
export type EntryDraft = {
  kind: LedgerEntryKind;
  amount: number;
  description: string;
  method: string | null;
  collectedBy: 'company' | 'partner' | null;
};

export type DeliveredOrder = {
  number: number;
  subtotal: number;
  /** A coupon's discount: the sale and its commission are what the customer paid (decision 051). */
  discount?: number;
  deliveryFee: number;
  total: number;
  payment: string;
};
export type DeliveredErrand = { fee: number; amountToCollect: number; shortId: string };

const methodNames: Record<string, string> = {
  cash: 'efectivo',
  card: 'tarjeta',
  transfer: 'transferencia',
  online: 'en línea',
};

/** Commission in cents, half rounded up: 1000 basis points of $10.05 is $1.01. */
export const commissionOf = (subtotal: number, commissionBps: number) =>
  Math.round((subtotal * commissionBps) / 10_000);

/** Online payments go through the partner's gateway; every other method is taken by the company's staff. */
export const collectorOf = (payment: string): 'company' | 'partner' => (payment === 'online' ? 'partner' : 'company');

const percent = (bps: number) => `${(bps / 100).toLocaleString('es-MX', { maximumFractionDigits: 2 })} %`;

/**
 * The lines of a delivered order (README.md, "Entries per event"). Amounts are from the company's side:
 * positive is owed to the partner. The sale and the delivery fee are the company's; the commission is the
 * partner's; when the company took the customer's money it holds the whole total, so a collection line
 * brings it back.
 */
export const orderEntries = (order: DeliveredOrder, commissionBps: number): EntryDraft[] => {
  const method = order.payment;
  const collectedBy = collectorOf(method);
  const tag = `pedido #${order.number}`;
  const paidForProducts = order.subtotal - (order.discount ?? 0);
  const lines: EntryDraft[] = [
    { kind: 'sale', amount: -paidForProducts, description: `Venta del ${tag}`, method, collectedBy },
  ];
  if (order.deliveryFee > 0) {
    lines.push({
      kind: 'delivery_fee',
      amount: -order.deliveryFee,
      description: `Envío cobrado al cliente, ${tag}`,
      method,
      collectedBy,
    });
  }
  const commission = commissionOf(paidForProducts, commissionBps);
  if (commission > 0) {
    lines.push({
      kind: 'commission',
      amount: commission,
      description: `Comisión ${percent(commissionBps)} del ${tag}`,
      method,
      collectedBy,
    });
  }
  if (collectedBy === 'company' && order.total > 0) {
    lines.push({
      kind: 'collection',
      amount: order.total,
      description: `Cobrado por el comercio en ${methodNames[method] ?? method}, ${tag}`,
      method,
      collectedBy,
    });
  }
  return lines;
};

/** The lines of a delivered errand of a company: the partner's fee, and money its rider collected for the company. */
export const errandEntries = (errand: DeliveredErrand): EntryDraft[] => {
  const lines: EntryDraft[] = [];
  if (errand.fee > 0) {
    lines.push({
      kind: 'errand_fee',
      amount: errand.fee,
      description: `Servicio de reparto, mandado ${errand.shortId}`,
      method: null,
      collectedBy: null,
    });
  }
  if (errand.amountToCollect > 0) {
    lines.push({
      kind: 'errand_collection',
      amount: -errand.amountToCollect,
      description: `Cobrado por el repartidor en el mandado ${errand.shortId}`,
      method: 'cash',
      collectedBy: 'partner',
    });
  }
  return lines;
};

/** A payment lowers the side that paid: the company paying lowers what it owes, the partner paying raises it. */
export const paymentEntry = (payment: {
  direction: 'company_to_partner' | 'partner_to_company';
  method: string;
  amount: number;
  reference: string | null;
}): EntryDraft => {
  const byCompany = payment.direction === 'company_to_partner';
  const how = methodNames[payment.method] ?? payment.method;
  const reference = payment.reference ? ` (ref. ${payment.reference})` : '';
  return {
    kind: 'payment',
    amount: byCompany ? -payment.amount : payment.amount,
    description: `${byCompany ? 'Pago del comercio' : 'Pago al comercio'} en ${how}${reference}`,
    method: payment.method,
    collectedBy: null,
  };
};

/**
 * The gateway took back an online payment (a refund, or the payer's bank through a chargeback): the opposite
 * of the payment's own line, so the company owes that amount again.
 */
export const reversalEntry = (
  payment: { amount: number; gatewayPaymentId: string | null },
  kind: 'refund' | 'chargeback',
): EntryDraft => ({
  kind,
  amount: payment.amount,
  description: `${kind === 'refund' ? 'Reembolso' : 'Contracargo'} del pago en línea${
    payment.gatewayPaymentId ? ` (Mercado Pago ${payment.gatewayPaymentId})` : ''
  }`,
  method: 'online',
  collectedBy: null,
});

/** An approved ad campaign: the company owes its price to the partner. */
export const adChargeEntry = (campaign: { price: number; placementLabel: string; title: string }): EntryDraft => ({
  kind: 'ad_charge',
  amount: campaign.price,
  description: `Publicidad: ${campaign.placementLabel}, «${campaign.title}»`,
  method: null,
  collectedBy: null,
});
