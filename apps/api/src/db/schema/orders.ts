import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { partners } from './partners.ts';
import { riders } from './providers.ts';

export type OrderCustomer = {
  name: string;
  phone: string;
  address: string;
  lat?: number;
  lng?: number;
  location?: { lat: number; lng: number };
  notes?: string;
};
export type OrderLine = {
  product: string;
  name: string;
  quantity: number;
  unitPrice: number;
  additions: { product: string; name: string; quantity: number; unitPrice: number }[];
  notes?: string;
};
export type OrderPromoLine = {
  promo: string;
  name: string;
  quantity: number;
  unitPrice: number;
  options: { product: string; name: string }[];
};
export type Place = { name?: string; address: string; lat?: number; lng?: number; phone?: string };
/** An errand a rider gave back: the shape of ErrandReturn (packages/shared/src/errands.ts). */
export type ErrandReturned = {
  kind: 'declined' | 'expired' | 'failed';
  reason: string | null;
  riderName: string | null;
  at: string;
};

export const orders = pgTable(
  'orders',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    /** Short number staff read aloud ("pedido 42"), per company. */
    number: integer('number').notNull(),
    status: text('status').notNull().default('pending'),
    /** Incremented by every change; status calls compare it so concurrent changes cannot both win. */
    version: integer('version').notNull().default(1),
    customer: jsonb('customer').$type<OrderCustomer>().notNull(),
    products: jsonb('products').$type<OrderLine[]>().notNull().default([]),
    promos: jsonb('promos').$type<OrderPromoLine[]>().notNull().default([]),
    payment: text('payment').notNull(),
    type: text('type').notNull(),
    notes: text('notes'),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    total: integer('total').notNull(),
    /** Taken off the subtotal by a coupon (total = subtotal - discount + deliveryFee); decision 051. */
    discount: integer('discount').notNull().default(0),
    /** The coupon code the order used, as typed upper-cased. */
    coupon: text('coupon'),
    minutes: integer('minutes'),
    channel: text('channel').notNull(),
    idempotencyScope: text('idempotency_scope'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    riderId: uuid('rider_id').references(() => riders.id),
    /** Set once when the order stayed pending past its company's alert escalation minutes. */
    escalatedAt: timestamptz('escalated_at'),
    /** The slot asked for (decision 054); null: as soon as possible. */
    scheduledFor: timestamptz('scheduled_for'),
    /** When a scheduled order rings: its slot minus the company's preparation minutes. */
    dueAt: timestamptz('due_at'),
    /** Set once by the due sweep when the order rang as new (push queued, live update). */
    dueAnnouncedAt: timestamptz('due_announced_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Serve the lists' sort (newest first, number breaks ties) and their status filter.
    index('orders_company_created_number_idx').on(table.companyId, table.createdAt, table.number),
    index('orders_company_status_created_idx').on(table.companyId, table.status, table.createdAt, table.number),
    index('orders_updated_idx').on(table.updatedAt),
    /** The escalation sweep reads only the orders still waiting to escalate. */
    index('orders_escalation_due_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending' and ${table.escalatedAt} is null`),
    /** The due sweep reads only scheduled orders not yet announced. */
    index('orders_due_sweep_idx')
      .on(table.dueAt)
      .where(sql`${table.dueAt} is not null and ${table.dueAnnouncedAt} is null`),
    uniqueIndex('orders_idempotency_idx').on(table.idempotencyScope, table.idempotencyKey),
    uniqueIndex('orders_company_number_idx').on(table.companyId, table.number),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    manager: text('manager').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    at: createdAt(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId)],
);

export const rejections = pgTable(
  'rejections',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    comment: text('comment'),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('rejections_order_idx').on(table.orderId)],
);

export const errands = pgTable(
  'errands',
  {
    id: id(),
    companyId: uuid('company_id').references(() => companies.id),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    orderId: uuid('order_id').references(() => orders.id),
    /** Short number staff read aloud ("mandado 7"), per company (per partner for errands of no company). */
    number: integer('number').notNull(),
    status: text('status').notNull().default('pending'),
    version: integer('version').notNull().default(1),
    pickup: jsonb('pickup').$type<Place>().notNull(),
    dropoff: jsonb('dropoff').$type<Place>().notNull(),
    customer: jsonb('customer').$type<OrderCustomer>(),
    notes: text('notes'),
    amountToCollect: integer('amount_to_collect').notNull().default(0),
    fee: integer('fee').notNull().default(0),
    riderId: uuid('rider_id').references(() => riders.id),
    /** Why a rider last gave it back (declined, offer expired, delivery failed); read only while pending. */
    returned: jsonb('returned').$type<ErrandReturned>(),
    minutes: integer('minutes'),
    channel: text('channel').notNull(),
    idempotencyScope: text('idempotency_scope'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('errands_partner_created_id_idx').on(table.partnerId, table.createdAt, table.id),
    index('errands_updated_idx').on(table.updatedAt),
    /** A rider's errands (the map's open tasks, the last delivery, the rider app's sync), decision 055. */
    index('errands_rider_status_idx').on(table.riderId, table.status),
    /** The open errands of every rider (the offer sweep's sync) and the auto-assign candidates. */
    index('errands_open_idx')
      .on(table.partnerId, table.status)
      .where(sql`status in ('pending', 'assigned', 'on_the_way')`),
    uniqueIndex('errands_idempotency_idx').on(table.idempotencyScope, table.idempotencyKey),
    uniqueIndex('errands_company_number_idx').on(table.companyId, table.number),
    uniqueIndex('errands_partner_number_idx').on(table.partnerId, table.number).where(sql`company_id is null`),
  ],
);

export const errandStatusHistory = pgTable(
  'errand_status_history',
  {
    id: id(),
    errandId: uuid('errand_id')
      .notNull()
      .references(() => errands.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    manager: text('manager').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    at: createdAt(),
  },
  (table) => [index('errand_status_history_errand_idx').on(table.errandId)],
);

/** API keys for customer apps that place orders; only the hash is kept. */
export const channelKeys = pgTable('channel_keys', {
  id: id(),
  partnerId: uuid('partner_id')
    .notNull()
    .references(() => partners.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  createdAt: createdAt(),
  revokedAt: timestamptz('revoked_at'),
});

/**
 * How many orders each slot of a company holds (decision 054). The intake's insert counts here in its own
 * statement; the check refuses a count past the capacity written with it, so concurrent intakes queue on the row
 * and exactly the last place is taken.
 */
export const orderSlots = pgTable(
  'order_slots',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    taken: integer('taken').notNull().default(0),
    capacity: integer('capacity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.startsAt] }),
    check('order_slots_within_capacity', sql`${table.taken} <= ${table.capacity}`),
  ],
);
