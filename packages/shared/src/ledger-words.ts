import { addDays, weekdayOf } from './schedule-time.ts';

// The ledger's words without schemas (entry kinds, settlement methods, payment statuses, their labels, the statement
// period): screens that show them import no zod through them (decision 057). ledger.ts re-exports them.

/** What a ledger entry records (apps/api/src/modules/ledger/README.md). */
export const ledgerEntryKinds = [
  'sale',
  'delivery_fee',
  'commission',
  'collection',
  'errand_fee',
  'errand_collection',
  'payment',
  'adjustment',
  'ad_charge',
  'refund',
  'chargeback',
] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

export const ledgerEntryKindLabels: Record<LedgerEntryKind, string> = {
  sale: 'Venta',
  delivery_fee: 'Envío',
  commission: 'Comisión',
  collection: 'Cobrado por el comercio',
  errand_fee: 'Mandado',
  errand_collection: 'Cobrado por el repartidor',
  payment: 'Pago',
  adjustment: 'Corrección',
  ad_charge: 'Publicidad',
  refund: 'Reembolso',
  chargeback: 'Contracargo',
};

export const settlementMethods = ['online', 'cash', 'transfer'] as const;
export const settlementMethodLabels: Record<(typeof settlementMethods)[number], string> = {
  online: 'En línea',
  cash: 'Efectivo',
  transfer: 'Transferencia',
};
export const paymentDirections = ['company_to_partner', 'partner_to_company'] as const;
/**
 * `review`: the gateway captured another amount or currency than the checkout's; nothing is in the ledger until
 * the partner resolves it. `refunded` / `charged_back`: paid, then reversed by the gateway (a ledger line each).
 */
export const paymentStatuses = ['pending', 'paid', 'failed', 'review', 'refunded', 'charged_back'] as const;
export const paymentStatusLabels: Record<(typeof paymentStatuses)[number], string> = {
  pending: 'Pendiente',
  paid: 'Pagado',
  failed: 'No se completó',
  review: 'Por revisar',
  refunded: 'Reembolsado',
  charged_back: 'Contracargo',
};

export type StatementRule = { periodWeeks: number; cutoffDay: number };

/**
 * The statement period that holds a local date: periods close at the end of the cut-off weekday and last
 * `periodWeeks` weeks, counted from a fixed anchor (the first day after a cut-off on or after 2026-01-01) so
 * that two-week periods are stable. Answers the first and the last local day, both included.
 */
export const statementPeriod = (date: string, rule: StatementRule) => {
  const firstDay = (rule.cutoffDay + 1) % 7;
  const base = '2026-01-01';
  const anchor = addDays(base, (firstDay - weekdayOf(base) + 7) % 7);
  const length = 7 * rule.periodWeeks;
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${anchor}T00:00:00Z`)) / 86_400_000);
  const start = addDays(anchor, Math.floor(days / length) * length);
  return { start, end: addDays(start, length - 1) };
};
