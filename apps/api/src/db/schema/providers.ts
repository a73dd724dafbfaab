import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { partners } from './partners.ts';

/** A delivery fleet that manages its own riders. */
export const deliveriesProviders = pgTable('deliveries_providers', {
  id: id(),
  name: text('name').notNull(),
  phone: text('phone'),
  city: text('city'),
  state: text('state'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A rider belongs to a fleet or directly to a partner. */
export const riders = pgTable('riders', {
  id: id(),
  providerId: uuid('provider_id').references(() => deliveriesProviders.id, { onDelete: 'cascade' }),
  partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  vehicle: text('vehicle').notNull().default('moto'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
