import { doublePrecision, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns.ts';
import { errands } from './orders.ts';
import { partners } from './partners.ts';
import { riders } from './providers.ts';

/**
 * The latest position of each rider (decision 048): one row per rider, written behind from memory in one
 * multi-row upsert per flush, never one write per point. `at` is the device's time of the fix.
 */
export const riderLatestPositions = pgTable('rider_latest_positions', {
  riderId: uuid('rider_id')
    .primaryKey()
    .references(() => riders.id, { onDelete: 'cascade' }),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  accuracy: doublePrecision('accuracy').notNull(),
  speed: doublePrecision('speed'),
  heading: doublePrecision('heading'),
  at: timestamptz('at').notNull(),
  receivedAt: timestamptz('received_at').notNull(),
});

/**
 * The trail of a task: points of a rider while carrying an errand, thinned to one per 10 s, deleted after the
 * errand's partner's trail days (rider_position_settings, default 7) by the background job.
 */
export const riderTrailPoints = pgTable(
  'rider_trail_points',
  {
    id: id(),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    errandId: uuid('errand_id')
      .notNull()
      .references(() => errands.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    accuracy: doublePrecision('accuracy').notNull(),
    at: timestamptz('at').notNull(),
  },
  (table) => [
    index('rider_trail_points_errand_at_idx').on(table.errandId, table.at),
    index('rider_trail_points_partner_at_idx').on(table.partnerId, table.at),
  ],
);

/** A partner's privacy setting: days a task's trail is kept (absent row = DEFAULT_RIDER_TRAIL_DAYS). */
export const riderPositionSettings = pgTable('rider_position_settings', {
  partnerId: uuid('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  trailDays: integer('trail_days').notNull(),
});
