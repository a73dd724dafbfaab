import type { StatementLine } from '@backoffice/shared';
import type { ledgerEntries } from '../../db/schema/index.ts';

export const toLineDto = (row: typeof ledgerEntries.$inferSelect): StatementLine => ({
  id: row.id,
  kind: row.kind as StatementLine['kind'],
  amount: row.amount,
  description: row.description,
  method: row.method,
  collectedBy: row.collectedBy,
  orderId: row.orderId,
  errandId: row.errandId,
  paymentId: row.paymentId,
  occurredAt: row.occurredAt.toISOString(),
});
