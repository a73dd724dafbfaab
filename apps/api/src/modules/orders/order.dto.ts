import type { Order, OrderDetail, OrderStatus, OrderType, PaymentMethod, RejectionReason } from '@backoffice/shared';
import type { orderStatusHistory, orders, rejections } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;
export type RejectionRow = typeof rejections.$inferSelect;

/** The order payload of contract section 4, as answered and as carried by live events. */
export const toOrderDto = (row: OrderRow): Order => ({
  id: row.id,
  company: row.companyId,
  number: row.number,
  status: row.status as OrderStatus,
  products: row.products,
  promos: row.promos,
  customer: row.customer,
  payment: row.payment as PaymentMethod,
  type: row.type as OrderType,
  notes: row.notes,
  subtotal: row.subtotal,
  deliveryFee: row.deliveryFee,
  total: row.total,
  discount: row.discount,
  coupon: row.coupon,
  minutes: row.minutes,
  channel: row.channel,
  version: row.version,
  escalatedAt: row.escalatedAt?.toISOString() ?? null,
  scheduledFor: row.scheduledFor?.toISOString() ?? null,
  dueAt: row.dueAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

type HistoryRow = { fromStatus: string | null; toStatus: string; manager: string; accountId: string | null; at: Date };

/** One status change as answered for orders and errands alike. */
export const toHistoryEntryDto = <Status extends string>(entry: HistoryRow) => ({
  from: entry.fromStatus as Status | null,
  to: entry.toStatus as Status,
  manager: entry.manager,
  account: entry.accountId,
  at: entry.at.toISOString(),
});

export const toOrderDetailDto = (row: OrderRow, history: OrderHistoryRow[], rejection?: RejectionRow): OrderDetail => ({
  ...toOrderDto(row),
  history: history.map(toHistoryEntryDto<OrderStatus>),
  rejection: rejection
    ? {
        reason: rejection.reason as RejectionReason,
        comment: rejection.comment,
        products: rejection.productIds,
        at: rejection.createdAt.toISOString(),
      }
    : null,
});
