import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { bases } from './operations.ts';
import { partners } from './partners.ts';

/** A delivery fleet that manages its own riders. */
export const deliveriesProviders = pgTable('deliveries_providers', {
  id: id(),
  name: text('name').notNull(),
  phone: text('phone'),
  city: text('city'),
  state: text('state'),
  /** Contact e-mail of the fleet; a partner may invite a fleet by it or by its code. */
  email: text('email'),
  logo: text('logo'),
  /** Short code a fleet gives to the partners it works for (unique, upper case). */
  code: text('code').unique().default(sql`upper(substr(md5(random()::text), 1, 6))`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A rider belongs to a fleet or directly to a partner. */
export const riders = pgTable(
  'riders',
  {
    id: id(),
    providerId: uuid('provider_id').references(() => deliveriesProviders.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    vehicle: text('vehicle').notNull().default('moto'),
    active: boolean('active').notNull().default(true),
    plate: text('plate'),
    photo: text('photo'),
    notes: text('notes'),
    baseId: uuid('base_id').references(() => bases.id, { onDelete: 'set null' }),
    /** "En turno": only active riders on shift are offered for errands. */
    onShift: boolean('on_shift').notNull().default(false),
    /** Set instead of deleting a rider who has errand history. */
    archivedAt: timestamptz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('riders_partner_idx').on(table.partnerId), index('riders_provider_idx').on(table.providerId)],
);
