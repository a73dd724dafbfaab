import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { errands } from './orders.ts';
import { partners } from './partners.ts';
import { riders } from './providers.ts';

/** The rider's own sign-in (decision 042): a PIN, set on first use of an invitation. */
export const riderCredentials = pgTable('rider_credentials', {
  riderId: uuid('rider_id')
    .primaryKey()
    .references(() => riders.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  /** Tasks assigned before this instant were arranged without the app: they count as accepted. */
  activatedAt: timestamptz('activated_at').notNull().defaultNow(),
  lastSignInAt: timestamptz('last_sign_in_at'),
  updatedAt: updatedAt(),
});

/** One pending invitation per rider: a link token and a 6-digit code, both stored hashed, single use. */
export const riderInvitations = pgTable(
  'rider_invitations',
  {
    riderId: uuid('rider_id')
      .primaryKey()
      .references(() => riders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    /** The rider's phone (10 digits) when invited: the code is checked with it. */
    phone: text('phone').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('rider_invitations_phone_idx').on(table.phone)],
);

/** A rider's session: the token's SHA-256 only; lasts one shift from sign-in (not sliding). */
export const riderSessions = pgTable(
  'rider_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    id: uuid('id').notNull().unique().defaultRandom(),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('rider_sessions_rider_idx').on(table.riderId)],
);

/**
 * A task offered to a rider: one row per (errand, offer). Steps in order offered → accepted → arrived →
 * picked_up → delivered; declined, expired, failed and withdrawn close it. One open row per errand.
 */
export const riderTasks = pgTable(
  'rider_tasks',
  {
    id: id(),
    errandId: uuid('errand_id')
      .notNull()
      .references(() => errands.id, { onDelete: 'cascade' }),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    proof: text('proof').notNull().default('none'),
    offeredAt: timestamptz('offered_at').notNull(),
    acceptBy: timestamptz('accept_by'),
    acceptedAt: timestamptz('accepted_at'),
    arrivedAt: timestamptz('arrived_at'),
    pickedUpAt: timestamptz('picked_up_at'),
    deliveredAt: timestamptz('delivered_at'),
    failedAt: timestamptz('failed_at'),
    closedAt: timestamptz('closed_at'),
    reason: text('reason'),
    comment: text('comment'),
    cashCollected: integer('cash_collected'),
    proofPhoto: text('proof_photo'),
    /** Wrong delivery codes in a row; at the limit, tries are refused until codeLockedUntil (decision 055). */
    codeFailures: integer('code_failures').notNull().default(0),
    codeLockedUntil: timestamptz('code_locked_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('rider_tasks_rider_idx').on(table.riderId, table.offeredAt),
    uniqueIndex('rider_tasks_open_errand_idx').on(table.errandId).where(sql`${table.closedAt} is null`),
    index('rider_tasks_offer_deadline_idx').on(table.acceptBy).where(sql`${table.step} = 'offered'`),
  ],
);

/** Every rider action by its client action id: a replay answers the stored result (the phone's offline queue). */
export const riderActions = pgTable(
  'rider_actions',
  {
    riderId: uuid('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    actionId: uuid('action_id').notNull(),
    requestHash: text('request_hash').notNull(),
    errandId: uuid('errand_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('rider_actions_pk_idx').on(table.riderId, table.actionId)],
);

/** The 4-digit delivery code of an errand (proof "code"): shown on the customer's tracking page only. */
export const errandDeliveryCodes = pgTable('errand_delivery_codes', {
  errandId: uuid('errand_id')
    .primaryKey()
    .references(() => errands.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  createdAt: createdAt(),
});

/**
 * The riders' cash ledger (decision 042): immutable rows, + cash collected at a delivery, − cash handed over
 * (the "corte"). Cash in hand = the sum. Unique per errand for collections, so a replay never counts twice.
 */
export const riderCashEntries = pgTable(
  'rider_cash_entries',
  {
    id: id(),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['collection', 'handover'] }).notNull(),
    amount: integer('amount').notNull(),
    errandId: uuid('errand_id').references(() => errands.id),
    note: text('note'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    occurredAt: timestamptz('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('rider_cash_rider_idx').on(table.riderId, table.occurredAt),
    uniqueIndex('rider_cash_errand_idx').on(table.errandId).where(sql`${table.errandId} is not null`),
  ],
);

/** A partner's rules for its riders' app: seconds to accept an offer and the proof of delivery. */
export const riderAppSettings = pgTable('rider_app_settings', {
  partnerId: uuid('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  acceptSeconds: integer('accept_seconds').notNull().default(120),
  proof: text('proof').notNull().default('none'),
  /** Auto-assign to the first suggested rider (decision 055): on since this instant, null when off. */
  autoAssignSince: timestamptz('auto_assign_since'),
  updatedAt: updatedAt(),
});

/**
 * Auto-assign of one errand (decision 055): the riders offered it in turn; `exhaustedAt` when nobody took it and
 * it went back to the dispatcher (auto-assign leaves it alone from then on).
 */
export const errandAutoAssign = pgTable('errand_auto_assign', {
  errandId: uuid('errand_id')
    .primaryKey()
    .references(() => errands.id, { onDelete: 'cascade' }),
  partnerId: uuid('partner_id')
    .notNull()
    .references(() => partners.id, { onDelete: 'cascade' }),
  tried: jsonb('tried').$type<string[]>().notNull().default([]),
  exhaustedAt: timestamptz('exhausted_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A rider's phone for Web Push of new offers (the browser's push subscription). */
export const riderDevices = pgTable(
  'rider_devices',
  {
    id: id(),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    subscription: jsonb('subscription').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('rider_devices_rider_idx').on(table.riderId)],
);
