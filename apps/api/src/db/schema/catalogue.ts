import type { PromoKind } from '@backoffice/shared';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

export type AdditionGroup = {
  id: string;
  name: string;
  required: boolean;
  min: number;
  max: number;
  /** Additions are products of kind "addition"; price overrides the addition's own when set. */
  additions: { product: string; price?: number }[];
};

export type PromoOption = { product: string };

export const products = pgTable(
  'products',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['product', 'addition'] })
      .notNull()
      .default('product'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    image: text('image'),
    section: text('section').notNull().default('General'),
    position: integer('position').notNull().default(0),
    available: boolean('available').notNull().default(true),
    /** Out of stock only until this moment (end of the day); available again by itself afterwards. */
    unavailableUntil: timestamptz('unavailable_until'),
    additionGroups: jsonb('addition_groups').$type<AdditionGroup[]>().notNull().default([]),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('products_company_idx').on(table.companyId, table.kind)],
);

export const promos = pgTable(
  'promos',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    /** How the promo is priced at intake: see priceOrder in modules/orders/order-pricing.ts. */
    kind: text('kind').$type<PromoKind>().notNull().default('fixed'),
    /** Percent off the included products' prices, only for kind 'percent'. */
    percent: integer('percent'),
    image: text('image'),
    /** Days of the week (0 Sunday … 6 Saturday) on which the promo is offered. */
    activeDays: jsonb('active_days').$type<number[]>().notNull().default([0, 1, 2, 3, 4, 5, 6]),
    startsOn: text('starts_on'),
    endsOn: text('ends_on'),
    active: boolean('active').notNull().default(true),
    options: jsonb('options').$type<PromoOption[]>().notNull().default([]),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('promos_company_idx').on(table.companyId)],
);
