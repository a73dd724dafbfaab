import { bigint, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * Orders of one company summed per local calendar day (in the company's time zone) and payment method,
 * kept by database triggers on `orders` and on a company's time zone (migrations 0013, 0016). Reports, month
 * stats and home stats read these few rows instead of scanning every order of the range, so they cost the
 * same at 1,000 and at 50,000 orders. The figures mean what modules/orders/order-figures.ts says.
 */
export const companyDayFigures = pgTable(
  'company_day_figures',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    payment: text('payment').notNull(),
    orders: integer('orders').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    sales: bigint('sales', { mode: 'number' }).notNull().default(0),
    deliveryFees: bigint('delivery_fees', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day, table.payment] })],
);

/**
 * What one company sold of each product per local calendar day: the lines of its sales (orders in
 * saleStatuses), kept by row triggers on `orders` and on a company's time zone (migration 0020), so the
 * home's best sellers of the month read a few rows per day instead of every line of every order.
 * `name` is the greatest name a line of that day gave the product; `sales` sums quantity × unit price.
 */
export const companyProductDayFigures = pgTable(
  'company_product_day_figures',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    product: text('product').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(0),
    sales: bigint('sales', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day, table.product] })],
);
