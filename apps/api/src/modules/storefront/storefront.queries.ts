import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  companies,
  errandDeliveryCodes,
  errands,
  orderStatusHistory,
  orders,
  partners,
  products,
  promos,
  riders,
  storefrontTokens,
} from '../../db/schema/index.ts';

/** A company by its storefront slug, with its partner's switch and city slug and its category's name. */
export const findCompanyBySlug = async (db: Db, slug: string) => {
  const [row] = await db
    .select({
      company: companies,
      partner: { slug: partners.slug, storefrontEnabled: partners.storefrontEnabled },
      category: categories.name,
    })
    .from(companies)
    .innerJoin(partners, eq(partners.id, companies.partnerId))
    .leftJoin(categories, eq(categories.id, companies.categoryId))
    .where(eq(companies.slug, slug));
  return row;
};

/** The unarchived products (both kinds, in menu order) and promos of a company. */
export const menuOf = (db: Db, companyId: string) =>
  Promise.all([
    db
      .select()
      .from(products)
      .where(and(eq(products.companyId, companyId), eq(products.archived, false)))
      .orderBy(asc(products.position), asc(products.name)),
    db
      .select()
      .from(promos)
      .where(and(eq(promos.companyId, companyId), eq(promos.archived, false)))
      .orderBy(asc(promos.name)),
  ]);

export const insertTrackingToken = async (db: Db, orderId: string, tokenHash: string) => {
  await db.insert(storefrontTokens).values({ orderId, tokenHash });
};

export const orderIdOfToken = async (db: Db, tokenHash: string) => {
  const [row] = await db
    .select({ orderId: storefrontTokens.orderId })
    .from(storefrontTokens)
    .where(eq(storefrontTokens.tokenHash, tokenHash));
  return row?.orderId;
};

export const hasTrackingToken = async (db: Db, orderId: string) =>
  (
    await db
      .select({ orderId: storefrontTokens.orderId })
      .from(storefrontTokens)
      .where(eq(storefrontTokens.orderId, orderId))
      .limit(1)
  ).length > 0;

/** What the tracking page shows of an order: the order, its company, its history and its rider once assigned. */
export const findTrackedOrder = async (db: Db, orderId: string) => {
  const [[row], history, [rider]] = await Promise.all([
    db
      .select({
        order: orders,
        company: { name: companies.name, slug: companies.slug, phone: companies.phone, timezone: companies.timezone },
      })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(eq(orders.id, orderId)),
    db
      .select({ status: orderStatusHistory.toStatus, at: orderStatusHistory.at })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
    // The rider of the order's delivery errand (the latest one not cancelled).
    db
      .select({
        name: riders.name,
        // Proof "code" (decision 042): the customer sees the 4 digits while the errand is out, never after.
        deliveryCode: sql<
          string | null
        >`case when ${errands.status} in ('assigned', 'on_the_way') then ${errandDeliveryCodes.code} end`,
      })
      .from(errands)
      .innerJoin(riders, eq(riders.id, errands.riderId))
      .leftJoin(errandDeliveryCodes, eq(errandDeliveryCodes.errandId, errands.id))
      .where(and(eq(errands.orderId, orderId), isNotNull(errands.riderId), ne(errands.status, 'cancelled')))
      .orderBy(desc(errands.updatedAt))
      .limit(1),
  ]);
  return row
    ? { ...row, history, rider: rider ? { name: rider.name } : null, deliveryCode: rider?.deliveryCode ?? null }
    : undefined;
};
