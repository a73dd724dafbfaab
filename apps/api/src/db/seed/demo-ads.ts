import { adDays, addDays, localDate } from '@backoffice/shared';
import sharp from 'sharp';
import { addToDailyStats, addToSourceStats, savePrices } from '../../modules/ads/ads.queries.ts';
import { approveCampaignInTx } from '../../modules/ads/ads.service.ts';
import { createChannelKey } from '../../modules/channel-keys/channel-keys.service.ts';
import { storeImage } from '../../modules/uploads/uploads.service.ts';
import type { Db } from '../client.ts';
import { adCampaigns } from '../schema/index.ts';

type DemoCompany = { id: string; partnerId: string; name: string; timezone: string };

export const DEMO_AD_PRICES = { home_featured: 15_000, banner: 10_000, category_first: 8_000 };

/** A plain banner with the shop's name, so the demo's creatives are real uploaded images. */
const bannerOf = async (db: Db, text: string, color: string) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200">
    <rect width="600" height="200" fill="${color}"/>
    <text x="300" y="115" font-family="sans-serif" font-size="30" font-weight="bold" fill="#ffffff" text-anchor="middle">${text}</text>
  </svg>`;
  const data = await sharp(Buffer.from(svg)).png().toBuffer();
  return (await storeImage(db, { mimetype: 'image/png', data })).url;
};

/** The customer app that reported the demo's impressions and clicks (its plain key is not kept: nobody calls). */
export const DEMO_AD_SOURCE_NAME = 'App de clientes';

/**
 * The partner's ad prices, an active campaign of the first company (approved, so charged to its open
 * statement, with a few days of impressions and clicks, all from one customer app's key) and a pending one of
 * the second.
 */
export const seedDemoAds = async (db: Db, companies: [DemoCompany, DemoCompany]) => {
  const [guero, chuy] = companies;
  await savePrices(db, guero.partnerId, DEMO_AD_PRICES);
  const today = localDate(new Date(), guero.timezone);
  const campaign = async (
    company: DemoCompany,
    values: { placement: 'home_featured' | 'banner'; start: string; end: string; title: string; color: string },
  ) => {
    const dailyPrice = DEMO_AD_PRICES[values.placement];
    const [row] = await db
      .insert(adCampaigns)
      .values({
        partnerId: company.partnerId,
        companyId: company.id,
        placement: values.placement,
        startDate: values.start,
        endDate: values.end,
        title: values.title,
        image: await bannerOf(db, company.name, values.color),
        dailyPrice,
        price: dailyPrice * adDays(values.start, values.end),
      })
      .returning();
    return row;
  };
  const active = await campaign(guero, {
    placement: 'home_featured',
    start: addDays(today, -2),
    end: addDays(today, 4),
    title: 'Martes de tacos al pastor 2x1',
    color: '#f05112',
  });
  await db.transaction((tx) => approveCampaignInTx(tx, active.id, { id: null, name: 'Socio Demo' }, new Date()));
  const { row: app } = await createChannelKey(db, guero.partnerId, DEMO_AD_SOURCE_NAME);
  for (const [index, reach] of [420, 515, 180].entries()) {
    const day = addDays(today, index - 2);
    const clicks = Math.round(reach / 23);
    await addToDailyStats(db, active.id, day, reach, clicks);
    const counts = { impressions: reach, clicks, refusedImpressions: 0, refusedClicks: 0 };
    await addToSourceStats(db, { campaignId: active.id, day, channelKeyId: app.id }, counts);
  }
  await campaign(chuy, {
    placement: 'banner',
    start: addDays(today, 1),
    end: addDays(today, 7),
    title: 'Tortas ahogadas con tejuino gratis',
    color: '#0F63A6',
  });
};
