import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { partners } from './partners.ts';

/**
 * A coupon code (docs/decisions/051-coupon-codes.md): of one company, or of a partner for all its companies in one
 * city (companyId null, city and state set). `uses` is counted by the intake's insert statement; the check
 * constraint is what refuses the use after the last one, so concurrent intakes cannot both take it.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    city: text('city'),
    state: text('state'),
    /** Upper case; what the customer types is upper-cased before the lookup. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'amount', 'free_delivery'] }).notNull(),
    /** Percent (1–100) or cents off; 0 for free delivery. */
    value: integer('value').notNull().default(0),
    minimumSubtotal: integer('minimum_subtotal').notNull().default(0),
    /** Local dates (company clock), both included. */
    startsOn: text('starts_on'),
    endsOn: text('ends_on'),
    /** Local hours "HH:MM"; a window that ends before it starts runs past midnight. */
    fromTime: text('from_time'),
    toTime: text('to_time'),
    maxUses: integer('max_uses'),
    maxUsesPerPhone: integer('max_uses_per_phone'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** When either is non-empty the discount applies to those products' lines only. */
    products: jsonb('products').$type<string[]>().notNull().default([]),
    sections: jsonb('sections').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    archived: boolean('archived').notNull().default(false),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('coupons_uses_within_max', sql`${table.maxUses} is null or ${table.uses} <= ${table.maxUses}`),
    uniqueIndex('coupons_company_code_idx').on(table.companyId, table.code).where(sql`${table.companyId} is not null`),
    uniqueIndex('coupons_city_code_idx')
      .on(table.partnerId, table.state, table.city, table.code)
      .where(sql`${table.companyId} is null`),
  ],
);

/** One use of a coupon by an order, written in the order's own insert statement. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    /**
     * The coupon and the order, both written by the order's own insert statement (migration 0038, decision 051): the
     * coupon's id from the part that holds its row locked, the order's from the order it inserts. No foreign keys:
     * they only re-checked rows the statement holds, and nothing deletes coupons (archived) or orders.
     */
    couponId: uuid('coupon_id').notNull(),
    orderId: uuid('order_id').notNull(),
    /**
     * The order's company, which the report filters on (read by coupon, migration 0039). No foreign key of its own
     * (migration 0036, decision 051): the insert copies it from its order, whose own key to companies holds it.
     */
    companyId: uuid('company_id').notNull(),
    /** The last ten digits of the customer's phone: what the per-phone limit counts. */
    phone: text('phone').notNull(),
    /** What the customer did not pay: the products' discount plus a waived delivery fee. */
    discount: integer('discount').notNull(),
    at: createdAt(),
  },
  // One index per use: the per-phone count, a code's count and the report all read by coupon (migration 0039).
  (table) => [index('coupon_uses_coupon_phone_idx').on(table.couponId, table.phone)],
);
