import type { StorefrontCity } from '@backoffice/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, companies, partners } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { activeAdsOf } from '../ads/ads.service.ts';
import { openStateOf } from './storefront-open-state.ts';

const cityNotFound = () => notFound('No encontramos esa ciudad.');

/**
 * A partner's city page: its active companies with their storefront on, those with an approved ad running today
 * first, then the open ones, then the rest (by name within each). A partner with its storefronts off is 404.
 */
export const storefrontCity = async (db: Db, slug: string, now = new Date()): Promise<StorefrontCity> => {
  const [partner] = await db.select().from(partners).where(eq(partners.slug, slug));
  if (!partner?.storefrontEnabled) throw cityNotFound();
  const [rows, ads] = await Promise.all([
    db
      .select({ company: companies, category: categories.name })
      .from(companies)
      .leftJoin(categories, eq(categories.id, companies.categoryId))
      .where(
        and(eq(companies.partnerId, partner.id), eq(companies.status, 'active'), eq(companies.storefrontEnabled, true)),
      )
      .orderBy(asc(companies.name)),
    activeAdsOf(db, partner.id, { city: partner.city, state: partner.state }),
  ]);
  const promoted = new Set(ads.map((ad) => ad.company));
  const listed = rows.map(({ company, category }) => ({
    slug: company.slug,
    name: company.name,
    category,
    logo: company.logo,
    cover: company.cover,
    openState: openStateOf(company, now),
    promoted: promoted.has(company.id),
  }));
  const rank = (item: (typeof listed)[number]) => (item.promoted ? 0 : item.openState.kind === 'open' ? 1 : 2);
  // Array.prototype.sort is stable: the names' order holds within each rank.
  return { name: partner.city, slug: partner.slug, companies: listed.sort((a, b) => rank(a) - rank(b)) };
};
