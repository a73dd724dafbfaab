import type { Coupon } from '@backoffice/shared';
import type { coupons } from '../../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;

export const toCouponDto = (row: CouponRow): Coupon => ({
  id: row.id,
  code: row.code,
  company: row.companyId,
  city: row.city,
  state: row.state,
  kind: row.kind,
  value: row.value,
  minimumSubtotal: row.minimumSubtotal,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  fromTime: row.fromTime,
  toTime: row.toTime,
  maxUses: row.maxUses,
  maxUsesPerPhone: row.maxUsesPerPhone,
  firstOrderOnly: row.firstOrderOnly,
  products: row.products,
  sections: row.sections,
  active: row.active,
  uses: row.uses,
  createdAt: row.createdAt.toISOString(),
});
