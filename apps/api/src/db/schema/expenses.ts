import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { bases } from './operations.ts';
import { partners } from './partners.ts';
import { riders } from './providers.ts';

/** An expense of a partner's operation (fuel, repairs, wages…); amount in cents. */
export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    concept: text('concept').notNull(),
    category: text('category', {
      enum: ['combustible', 'mantenimiento', 'sueldos', 'renta', 'publicidad', 'otros'],
    }).notNull(),
    amount: integer('amount').notNull(),
    baseId: uuid('base_id').references(() => bases.id, { onDelete: 'set null' }),
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    receipt: text('receipt'),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('expenses_partner_date_idx').on(table.partnerId, table.date)],
);
