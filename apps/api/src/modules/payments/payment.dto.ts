import type { Payment } from '@backoffice/shared';
import type { payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

export const toPaymentDto = (row: PaymentRow): Payment => ({
  id: row.id,
  company: row.companyId,
  direction: row.direction,
  method: row.method,
  amount: row.amount,
  status: row.status,
  reference: row.reference,
  gatewayPaymentId: row.gatewayPaymentId,
  captured:
    row.gatewayAmount !== null && row.gatewayCurrency !== null
      ? { amount: row.gatewayAmount, currency: row.gatewayCurrency }
      : null,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});
