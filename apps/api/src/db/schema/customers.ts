import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { orders } from './orders.ts';
import { partners } from './partners.ts';
import { riders } from './providers.ts';

/**
 * A company's customer book, one row per normalised phone (customerPhoneKey). The figures count delivered orders
 * only and are kept by one upsert in the transaction that marks an order delivered (decision 052).
 */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    /** The most recent first, at most 5. */
    addresses: jsonb('addresses').$type<string[]>().notNull().default([]),
    orderCount: integer('order_count').notNull().default(0),
    totalSpent: integer('total_spent').notNull().default(0),
    firstOrderAt: timestamptz('first_order_at').notNull(),
    lastOrderAt: timestamptz('last_order_at').notNull(),
    notes: text('notes').notNull().default(''),
    promotionsOptIn: boolean('promotions_opt_in').notNull().default(false),
    promotionsAt: timestamptz('promotions_at'),
    promotionsChannel: text('promotions_channel'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('customers_company_phone_idx').on(table.companyId, table.phone),
    index('customers_company_last_order_idx').on(table.companyId, table.lastOrderAt, table.id),
  ],
);

/** One rating per order, left by its customer from the tracking link within 7 days of delivery. */
export const ratings = pgTable(
  'ratings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** The rider who delivered it (the order's or its errand's), so the rating feeds the rider's record. */
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    check('ratings_stars_check', sql`${table.stars} between 1 and 5`),
    index('ratings_company_created_idx').on(table.companyId, table.createdAt),
    index('ratings_partner_created_idx').on(table.partnerId, table.createdAt),
    index('ratings_rider_idx').on(table.riderId),
  ],
);
