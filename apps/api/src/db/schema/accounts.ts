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
  /** Partner and fleet accounts (one permission table, decisions 011 and 023); null for companies. */
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
    /** Public handle of the session (the list of open sessions, socket rooms); the token hash never leaves the server. */
    id: uuid('id').notNull().unique().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

/** Single-use password reset links; only the SHA-256 of the token is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('password_resets_account_idx').on(table.accountId)],
);

/** Sign-in attempts per (e-mail, address), per address and per e-mail, shared by every API process (decision 015). */
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
    /** The account that registered it: a partner member's device hears only the companies it follows. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Deliveries failed in a row (timeout, 5xx, 429); a success resets it, too many drop the device (decision 035). */
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamptz('last_failure_at'),
    lastFailure: text('last_failure'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('push_devices_owner_token_idx').on(table.ownerType, table.ownerId, table.token)],
);
