import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { orders } from './orders.ts';

/**
 * The secret of a storefront order's tracking link. Only the SHA-256 of the token is kept: a leaked table does
 * not let anyone follow an order (decision 025).
 */
export const storefrontTokens = pgTable('storefront_tokens', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
