import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { partners } from './partners.ts';

/** A partner's third-party credentials, each sealed with AES-256-GCM (modules/secrets); never stored in clear. */
export const partnerSecrets = pgTable(
  'partner_secrets',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sealed: text('sealed').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.partnerId, table.name] })],
);
