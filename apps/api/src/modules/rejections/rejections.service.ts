import type { RejectionReason } from '@backoffice/shared';
import { endOfLocalDay } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, type rejections } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { type Actor, moveOrder } from '../orders/order-status.service.ts';
import type { OrderRow } from '../orders/orders.queries.ts';
import { insertRejection, productIdsOfCompany, switchOffProducts } from './rejections.queries.ts';

export type RejectionInput = { reason: RejectionReason; comment?: string; products?: string[] };

/**
 * Rejects a pending order: status, history, the rejection and (for out_of_stock) the products switched
 * off until the end of the company's day, all in one transaction.
 */
export const rejectOrder = async (db: Db, order: OrderRow, input: RejectionInput, actor: Actor) => {
  const productIds = [...new Set(input.reason === 'out_of_stock' ? (input.products ?? []) : [])];
  if (productIds.length > 0) {
    const known = await productIdsOfCompany(db, order.companyId, productIds);
    const unknown = productIds.filter((id) => !known.includes(id));
    if (unknown.length > 0) {
      throw badRequest('Algunos productos no son de este comercio.', { products: unknown }, 'product_unavailable');
    }
  }
  const [company] = await db.select().from(companies).where(eq(companies.id, order.companyId));
  const until = productIds.length > 0 ? endOfLocalDay(new Date(), company.timezone) : null;
  let rejection: typeof rejections.$inferSelect | undefined;
  const updated = await moveOrder(db, order, 'rejected', actor, {
    alsoInTx: async (tx) => {
      if (until) await switchOffProducts(tx, order.companyId, productIds, until);
      rejection = await insertRejection(tx, {
        orderId: order.id,
        reason: input.reason,
        comment: input.comment ?? null,
        productIds,
        accountId: actor.accountId,
      });
    },
  });
  return { order: updated, rejection: rejection!, unavailableUntil: until };
};
