import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { orders } from './orders.ts';

/**
 * The secrets of a storefront order's tracking links. Only the SHA-256 of a token is kept: a leaked table does
 * not let anyone follow an order. An order may have several: its placing, and each idempotent repeat of it
 * (which must answer a token too, and cannot give back one it never stored) (decision 025).
 */
export const storefrontTokens = pgTable(
  'storefront_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('storefront_tokens_order_idx').on(table.orderId)],
);
