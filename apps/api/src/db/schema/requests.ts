import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { partners } from './partners.ts';
import { riders } from './providers.ts';

/** A business or a rider asking to join a partner through the public form. */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['company', 'rider'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    message: text('message').notNull().default(''),
    /** Client address, for the per-address limit of the public form. */
    ip: text('ip').notNull(),
    decidedById: uuid('decided_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The decider's name as it was, so the record survives the removal of that sign-in. */
    decidedByName: text('decided_by_name'),
    decidedAt: timestamptz('decided_at'),
    rejectionReason: text('rejection_reason'),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('join_requests_partner_status_idx').on(table.partnerId, table.status, table.createdAt),
    index('join_requests_ip_idx').on(table.ip, table.createdAt),
  ],
);
