import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';

/**
 * Web Push work written in the same statement as the order or errand it announces, and sent from here in
 * the background (apps/api/src/modules/push/README.md).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: id(),
    /** `rider`: an errand offered to its rider's phone (item = the errand; decision 055). */
    kind: text('kind', { enum: ['order', 'errand', 'escalation', 'rider'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    companyId: uuid('company_id'),
    partnerId: uuid('partner_id').notNull(),
    /** Devices still to reach after a partial failure; null until the first attempt picks the targets. */
    pendingDevices: jsonb('pending_devices').$type<string[]>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** A process that took the row owns it until then; after a crash another process takes it again. */
    lockedUntil: timestamptz('locked_until'),
    createdAt: createdAt(),
  },
  (table) => [index('push_outbox_next_idx').on(table.nextAttemptAt)],
);

/** Server-wide key-value settings generated once and shared by every process (the VAPID key pair). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

/**
 * Whether a company has a screen connected, and on which API process. A connected row is live while its
 * process's heartbeat (`live_processes`) is fresh; otherwise the company has had no screen since `seenAt`
 * (disconnected) or since its process's last heartbeat (the process died).
 */
export const companyPresence = pgTable('company_presence', {
  companyId: uuid('company_id').primaryKey(),
  connected: boolean('connected').notNull().default(false),
  seenAt: timestamptz('seen_at').notNull().defaultNow(),
  processId: uuid('process_id'),
});

/** One row per running API process, its heartbeat written every PRESENCE_REFRESH_MS (decision 032). */
export const liveProcesses = pgTable('live_processes', {
  id: uuid('id').primaryKey(),
  seenAt: timestamptz('seen_at').notNull().defaultNow(),
});
