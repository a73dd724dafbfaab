import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { channelKeys } from './orders.ts';
import { partners } from './partners.ts';

/** A partner's price list for ads: cents per day of each placement. */
export const adPrices = pgTable('ad_prices', {
  partnerId: uuid('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  homeFeatured: integer('home_featured').notNull(),
  banner: integer('banner').notNull(),
  categoryFirst: integer('category_first').notNull(),
  updatedAt: updatedAt(),
});

/** A company's ad campaign: asked for by the company, approved (and then charged) or rejected by its partner. */
export const adCampaigns = pgTable(
  'ad_campaigns',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    placement: text('placement', { enum: ['home_featured', 'banner', 'category_first'] }).notNull(),
    /** First and last local day (YYYY-MM-DD, the company's zone), both included. */
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    /** The price list's figure when it was asked for, so a later change does not alter what was agreed. */
    dailyPrice: integer('daily_price').notNull(),
    price: integer('price').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    requestedById: uuid('requested_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    decidedById: uuid('decided_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('ad_campaigns_company_idx').on(table.companyId, table.createdAt),
    index('ad_campaigns_partner_status_idx').on(table.partnerId, table.status, table.createdAt),
  ],
);

/** Impressions and clicks the customer apps reported, per campaign and local day of the company. */
export const adDailyStats = pgTable(
  'ad_daily_stats',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.day] })],
);

/**
 * The same counts by the channel key that reported them (decision 036), with what each key reported past its
 * per-minute limit and was refused (not in the counts). Days reported before sources were kept have no rows here.
 */
export const adSourceStats = pgTable(
  'ad_source_stats',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    channelKeyId: uuid('channel_key_id')
      .notNull()
      .references(() => channelKeys.id, { onDelete: 'cascade' }),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    refusedImpressions: integer('refused_impressions').notNull().default(0),
    refusedClicks: integer('refused_clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.day, table.channelKeyId] })],
);
