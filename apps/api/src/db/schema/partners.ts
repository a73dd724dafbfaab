import { randomUUID } from 'node:crypto';
import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/** The operator organisation that runs the platform in a city for many companies. */
export const partners = pgTable('partners', {
  id: id(),
  name: text('name').notNull(),
  /** The short address of its city page (`/c/{slug}`); unique across partners. */
  slug: text('slug')
    .notNull()
    .unique()
    .$defaultFn(() => `ciudad-${randomUUID().slice(0, 8)}`),
  /** Off switches every storefront of the partner's companies off at once. */
  storefrontEnabled: boolean('storefront_enabled').notNull().default(true),
  city: text('city').notNull(),
  state: text('state').notNull(),
  phone: text('phone'),
  email: text('email'),
  /**
   * Plain-text credentials of older versions: moved sealed into partner_secrets and emptied at
   * start (modules/secrets/legacy-secrets.ts); never written any more.
   */
  legacySecrets: jsonb('secrets').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
