import type { BookCustomer, PromotionsChannel } from '@backoffice/shared';
import type { customers } from '../../db/schema/index.ts';

export type CustomerRow = typeof customers.$inferSelect;

export const toCustomerDto = (row: CustomerRow): BookCustomer => ({
  id: row.id,
  company: row.companyId,
  phone: row.phone,
  name: row.name,
  addresses: row.addresses,
  orderCount: row.orderCount,
  totalSpent: row.totalSpent,
  averageTicket: row.orderCount > 0 ? Math.round(row.totalSpent / row.orderCount) : 0,
  firstOrderAt: row.firstOrderAt.toISOString(),
  lastOrderAt: row.lastOrderAt.toISOString(),
  notes: row.notes,
  promotions: {
    optIn: row.promotionsOptIn,
    at: row.promotionsAt?.toISOString() ?? null,
    channel: (row.promotionsChannel as PromotionsChannel | null) ?? null,
  },
});
