import { randomUUID } from 'node:crypto';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { partners } from './partners.ts';

export type TimeRange = { from: string; to: string };
/** Weekly hours: key 0 (Sunday) … 6 (Saturday), several ranges a day, times "HH:MM" in the company's zone. */
export type WeeklySchedule = Record<string, TimeRange[]>;
/** A date that overrides the week: closed all day, or other ranges. */
export type SpecialDate = { date: string; closed: boolean; ranges: TimeRange[]; note?: string };

export const categories = pgTable('categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  icon: text('icon'),
  position: integer('position').notNull().default(0),
});

export const companies = pgTable(
  'companies',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    name: text('name').notNull(),
    /** The short address of its storefront page (`/t/{slug}`); editable, unique across companies. */
    slug: text('slug')
      .notNull()
      .unique()
      .$defaultFn(() => `comercio-${randomUUID().slice(0, 8)}`),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id').references(() => categories.id),
    phone: text('phone').notNull().default(''),
    email: text('email'),
    address: text('address').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    logo: text('logo'),
    cover: text('cover'),
    preparationMinutes: integer('preparation_minutes').notNull().default(20),
    minimumOrder: integer('minimum_order').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    currency: text('currency').notNull().default('MXN'),
    timezone: text('timezone').notNull().default('America/Mexico_City'),
    open: boolean('open').notNull().default(false),
    /** While set and in the future the company is paused; it reopens by itself afterwards. */
    pausedUntil: timestamptz('paused_until'),
    status: text('status', { enum: ['pending', 'active', 'suspended'] })
      .notNull()
      .default('pending'),
    schedules: jsonb('schedules').$type<WeeklySchedule>().notNull().default({}),
    specialDates: jsonb('special_dates').$type<SpecialDate[]>().notNull().default([]),
    /** The number of the company's latest order; intake increments it to number the next one. */
    lastOrderNumber: integer('last_order_number').notNull().default(0),
    /**
     * Bumped by triggers (migration 0037) in the transaction of every write the intake prices from: this row (any
     * column but last_order_number), its products, promos and zones. The intake's catalogue cache is keyed by it and
     * its insert checks it (decision 028).
     */
    catalogueVersion: integer('catalogue_version').notNull().default(0),
    /** An order still pending this many minutes after it arrived escalates (insistent sound, partners told). */
    alertEscalationMinutes: integer('alert_escalation_minutes').notNull().default(3),
    /** The company's own switch for its public storefront page. */
    storefrontEnabled: boolean('storefront_enabled').notNull().default(true),
    /** Orders for later (decision 054): slot length, least minutes ahead, orders per slot (0: none), days ahead. */
    slotMinutes: integer('slot_minutes').notNull().default(30),
    slotLeadMinutes: integer('slot_lead_minutes').notNull().default(45),
    slotCapacity: integer('slot_capacity').notNull().default(5),
    slotDaysAhead: integer('slot_days_ahead').notNull().default(2),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('companies_city_state_idx').on(table.state, table.city),
    index('companies_partner_idx').on(table.partnerId),
  ],
);
