import { bigserial, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { orders } from './orders.ts';
import { partners } from './partners.ts';

/**
 * One WhatsApp Web session per partner: what admins see (status, linked number, current QR) and
 * who runs it (a lease: owner process and expiry). See modules/whatsapp/README.md.
 */
export const whatsappSessions = pgTable('whatsapp_sessions', {
  partnerId: uuid('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('close'),
  qr: text('qr').notNull().default(''),
  phone: text('phone'),
  linkedAt: timestamptz('linked_at'),
  /** Why the session last closed ('logged_out', 'link_timeout', …), for the screen. */
  closeReason: text('close_reason'),
  ownerId: text('owner_id'),
  leaseUntil: timestamptz('lease_until'),
  /** A request for the owner process ('unlink', 'relink'), picked up at its next lease renewal. */
  command: text('command'),
  updatedAt: updatedAt(),
});

/** The library's credentials and Signal keys, one sealed row per key (creds, pre-key-1, session-…). */
export const whatsappAuth = pgTable(
  'whatsapp_auth',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    sealed: text('sealed').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.partnerId, table.key] })],
);

/** A partner's own wording of a customer message; without a row the default template applies, switched on. */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    body: text('body').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.partnerId, table.event] })],
);

/** Companies whose customers get no WhatsApp messages (a row means switched off). */
export const whatsappCompanyOptOuts = pgTable('whatsapp_company_opt_outs', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Numbers found not to be on WhatsApp, so later messages fail at once instead of retrying. */
export const whatsappUnreachable = pgTable(
  'whatsapp_unreachable',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    checkedAt: timestamptz('checked_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.partnerId, table.phone] })],
);

/**
 * Customer messages, written in the same transaction as the order's status change and sent by the
 * process owning the partner's session: in `seq` order per customer, at most one row per order and event.
 */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** E.164 ('+523312345678'); null when the order's number could not be read as one. */
    phone: text('phone'),
    body: text('body').notNull(),
    /** queued | sent | delivered | read | failed */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** Set before each send attempt, so a send that crashed before being recorded reuses the same message id. */
    messageId: text('message_id').notNull(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('whatsapp_outbox_order_event_key').on(table.orderId, table.event),
    index('whatsapp_outbox_due_idx').on(table.partnerId, table.state, table.nextAttemptAt),
    index('whatsapp_outbox_message_idx').on(table.partnerId, table.messageId),
  ],
);
