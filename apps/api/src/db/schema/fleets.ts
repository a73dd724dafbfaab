import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { partners } from './partners.ts';
import { deliveriesProviders } from './providers.ts';

/**
 * A partner ↔ fleet link (decision 020): a partner admin invites, the fleet accepts or declines, either ends it.
 * Only an active link lets the partner see and send the fleet's riders. Rows are kept after the end, for history.
 */
export const fleetLinks = pgTable(
  'fleet_links',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => deliveriesProviders.id, { onDelete: 'cascade' }),
    /** pending | active | declined | ended */
    status: text('status').notNull().default('pending'),
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    respondedBy: uuid('responded_by').references(() => accounts.id, { onDelete: 'set null' }),
    respondedAt: timestamptz('responded_at'),
    endedBy: uuid('ended_by').references(() => accounts.id, { onDelete: 'set null' }),
    endedAt: timestamptz('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // At most one open (pending or active) link per pair.
    uniqueIndex('fleet_links_open_pair')
      .on(table.partnerId, table.providerId)
      .where(sql`status in ('pending', 'active')`),
    index('fleet_links_provider_idx').on(table.providerId),
  ],
);
