import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { partners } from './partners.ts';
import { deliveriesProviders } from './providers.ts';

/** A person who signs in; linked to exactly one business of its type. */
export const accounts = pgTable('accounts', {
  id: id(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  type: text('type', { enum: ['company', 'partner', 'deliveries-provider'] }).notNull(),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
  providerId: uuid('provider_id').references(() => deliveriesProviders.id, { onDelete: 'cascade' }),
  /** Partner accounts only. */
  role: text('role', { enum: ['admin', 'member'] }),
  /** Partner accounts only: the companies whose events this account follows. */
  listenFor: jsonb('listen_for').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

/** Failed sign-ins per e-mail and address, shared by every API process. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamptz('window_start').notNull().defaultNow(),
});

/** Push tokens registered by the web app for a business. */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: id(),
    ownerType: text('owner_type', { enum: ['company', 'partner', 'deliveries-provider'] }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    token: text('token').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('push_devices_owner_token_idx').on(table.ownerType, table.ownerId, table.token)],
);
