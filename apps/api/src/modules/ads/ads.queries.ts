import type { AdPrices } from '@backoffice/shared';
import { and, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adCampaigns, adDailyStats, adPrices, adSourceStats, channelKeys, companies } from '../../db/schema/index.ts';

export type AdCampaignRow = typeof adCampaigns.$inferSelect;

/** A campaign with what its DTO needs from the company, and the impressions and clicks reported so far. */
const withTotals = (db: Db) => {
  const totals = db
    .select({
      campaignId: adDailyStats.campaignId,
      impressions: sql<number>`sum(${adDailyStats.impressions})::int`.as('impressions'),
      clicks: sql<number>`sum(${adDailyStats.clicks})::int`.as('clicks'),
    })
    .from(adDailyStats)
    .groupBy(adDailyStats.campaignId)
    .as('totals');
  return db
    .select({
      campaign: adCampaigns,
      companyName: companies.name,
      timezone: companies.timezone,
      impressions: sql<number>`coalesce(${totals.impressions}, 0)`,
      clicks: sql<number>`coalesce(${totals.clicks}, 0)`,
    })
    .from(adCampaigns)
    .innerJoin(companies, eq(companies.id, adCampaigns.companyId))
    .leftJoin(totals, eq(totals.campaignId, adCampaigns.id));
};
export type CampaignListRow = Awaited<ReturnType<ReturnType<typeof withTotals>['where']>>[number];

const page = async (db: Db, where: SQL | undefined, limit: number, offset: number) => {
  const [items, [total]] = await Promise.all([
    withTotals(db).where(where).orderBy(desc(adCampaigns.createdAt), desc(adCampaigns.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(adCampaigns).where(where),
  ]);
  return { items, total: Number(total.value) };
};

export const pageCompanyCampaigns = (db: Db, companyId: string, limit: number, offset: number) =>
  page(db, eq(adCampaigns.companyId, companyId), limit, offset);

export const pagePartnerCampaigns = (
  db: Db,
  partnerId: string,
  filter: { status?: AdCampaignRow['status']; limit: number; offset: number },
) => {
  const conditions: SQL[] = [eq(adCampaigns.partnerId, partnerId)];
  if (filter.status) conditions.push(eq(adCampaigns.status, filter.status));
  return page(db, and(...conditions), filter.limit, filter.offset);
};

export const findCampaignWithTotals = async (db: Db, id: string) => {
  const [row] = await withTotals(db).where(eq(adCampaigns.id, id));
  return row;
};

/** A campaign and its company's time zone, without the totals. */
export const findCampaignWithZone = async (db: Db, id: string) => {
  const [row] = await db
    .select({ campaign: adCampaigns, timezone: companies.timezone })
    .from(adCampaigns)
    .innerJoin(companies, eq(companies.id, adCampaigns.companyId))
    .where(eq(adCampaigns.id, id));
  return row;
};

export const findCampaign = async (db: Db, id: string) => {
  const [row] = await db.select().from(adCampaigns).where(eq(adCampaigns.id, id));
  return row;
};

export const insertCampaign = async (db: Db, values: typeof adCampaigns.$inferInsert) => {
  const [row] = await db.insert(adCampaigns).values(values).returning();
  return row;
};

/** Decides a pending campaign; undefined when it was not pending any more (someone else decided first). */
export const decidePendingCampaign = async (
  db: Pick<Db, 'update'>,
  id: string,
  values: Partial<typeof adCampaigns.$inferInsert>,
) => {
  const [row] = await db
    .update(adCampaigns)
    .set({ ...values, decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(adCampaigns.id, id), eq(adCampaigns.status, 'pending')))
    .returning();
  return row;
};

export const dailyStatsOf = (db: Db, campaignId: string) =>
  db
    .select({ day: adDailyStats.day, impressions: adDailyStats.impressions, clicks: adDailyStats.clicks })
    .from(adDailyStats)
    .where(eq(adDailyStats.campaignId, campaignId))
    .orderBy(adDailyStats.day);

/** Adds to the day's counters; concurrent reports add up (one upsert, no read-modify-write). */
export const addToDailyStats = (
  db: Pick<Db, 'insert'>,
  campaignId: string,
  day: string,
  impressions: number,
  clicks: number,
) =>
  db
    .insert(adDailyStats)
    .values({ campaignId, day, impressions, clicks })
    .onConflictDoUpdate({
      target: [adDailyStats.campaignId, adDailyStats.day],
      set: {
        impressions: sql`${adDailyStats.impressions} + excluded.impressions`,
        clicks: sql`${adDailyStats.clicks} + excluded.clicks`,
      },
    });

/** What one channel key reported on a day: counted, and refused past its limit (decision 036). */
export type SourceCounts = { impressions: number; clicks: number; refusedImpressions: number; refusedClicks: number };

/** Adds to a key's counters for the day, in one upsert like the day's totals. */
export const addToSourceStats = (
  db: Pick<Db, 'insert'>,
  source: { campaignId: string; day: string; channelKeyId: string },
  counts: SourceCounts,
) =>
  db
    .insert(adSourceStats)
    .values({ ...source, ...counts })
    .onConflictDoUpdate({
      target: [adSourceStats.campaignId, adSourceStats.day, adSourceStats.channelKeyId],
      set: {
        impressions: sql`${adSourceStats.impressions} + excluded.impressions`,
        clicks: sql`${adSourceStats.clicks} + excluded.clicks`,
        refusedImpressions: sql`${adSourceStats.refusedImpressions} + excluded.refused_impressions`,
        refusedClicks: sql`${adSourceStats.refusedClicks} + excluded.refused_clicks`,
      },
    });

/** A campaign's counts per day and channel key, with the key's name. */
export const sourceStatsOf = (db: Db, campaignId: string) =>
  db
    .select({
      day: adSourceStats.day,
      key: adSourceStats.channelKeyId,
      name: channelKeys.name,
      impressions: adSourceStats.impressions,
      clicks: adSourceStats.clicks,
      refusedImpressions: adSourceStats.refusedImpressions,
      refusedClicks: adSourceStats.refusedClicks,
    })
    .from(adSourceStats)
    .innerJoin(channelKeys, eq(channelKeys.id, adSourceStats.channelKeyId))
    .where(eq(adSourceStats.campaignId, campaignId))
    .orderBy(adSourceStats.day, channelKeys.name, adSourceStats.channelKeyId);

/** Approved campaigns of a partner's companies in a city that may run on `earliestDay` or later. */
export const approvedCampaignsInCity = (
  db: Db,
  partnerId: string,
  place: { city: string; state: string },
  earliestDay: string,
) =>
  db
    .select({ campaign: adCampaigns, companyName: companies.name, timezone: companies.timezone })
    .from(adCampaigns)
    .innerJoin(companies, eq(companies.id, adCampaigns.companyId))
    .where(
      and(
        eq(adCampaigns.partnerId, partnerId),
        eq(adCampaigns.status, 'approved'),
        gte(adCampaigns.endDate, earliestDay),
        sql`lower(${companies.city}) = lower(${place.city})`,
        sql`lower(${companies.state}) = lower(${place.state})`,
        eq(companies.status, 'active'),
      ),
    )
    .orderBy(adCampaigns.placement, adCampaigns.startDate);

export const pricesOf = async (db: Db, partnerId: string): Promise<AdPrices | null> => {
  const [row] = await db.select().from(adPrices).where(eq(adPrices.partnerId, partnerId));
  return row ? { home_featured: row.homeFeatured, banner: row.banner, category_first: row.categoryFirst } : null;
};

export const savePrices = async (db: Db, partnerId: string, prices: AdPrices) => {
  const values = {
    homeFeatured: prices.home_featured,
    banner: prices.banner,
    categoryFirst: prices.category_first,
    updatedAt: new Date(),
  };
  await db
    .insert(adPrices)
    .values({ partnerId, ...values })
    .onConflictDoUpdate({ target: adPrices.partnerId, set: values });
};
