import {
  LOW_RATING_STARS,
  RATING_WINDOW_DAYS,
  type Rating,
  type RatingBody,
  type RatingListItem,
  type RatingListQuery,
  type TrackedRating,
} from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, orders, riders } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { accessibleCompanyIds } from '../auth/access.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { orderOfToken } from '../storefront/tracking.ts';
import {
  averageBetween,
  companyAverages,
  deliveredAt,
  findRating,
  insertRating,
  pageRatings,
  type RatingRow,
  ratingListWhere,
  riderAverage,
  riderOfOrder,
} from './ratings.queries.ts';

const DAY_MS = 86_400_000;
const WINDOW_MS = RATING_WINDOW_DAYS * DAY_MS;

export const toRatingDto = (row: RatingRow): Rating => ({
  order: row.orderId,
  company: row.companyId,
  stars: row.stars,
  comment: row.comment,
  rider: row.riderId,
  createdAt: row.createdAt.toISOString(),
});

const unknownOrder = () => notFound('No encontramos ese pedido.');

const orderOfLink = async (db: Db, token: string) => {
  const orderId = await orderOfToken(db, token);
  const [order] = orderId ? await db.select().from(orders).where(eq(orders.id, orderId)) : [];
  if (!order) throw unknownOrder();
  return order;
};

/** What the tracking page shows about rating its order (decision 052). */
export const trackedRating = async (db: Db, token: string, now = new Date()): Promise<TrackedRating> => {
  const order = await orderOfLink(db, token);
  const rating = await findRating(db, order.id);
  if (rating) return { state: 'rated', until: null, rating: toRatingDto(rating) };
  const delivered = order.status === 'delivered' ? await deliveredAt(db, order.id) : undefined;
  if (!delivered) return { state: 'not_delivered', until: null, rating: null };
  const until = new Date(delivered.getTime() + WINDOW_MS);
  if (now >= until) return { state: 'expired', until: null, rating: null };
  return { state: 'open', until: until.toISOString(), rating: null };
};

/** The customer's rating from the tracking link: after delivery, within 7 days, once. */
export const rateOrder = async (db: Db, token: string, body: RatingBody, now = new Date()) => {
  const order = await orderOfLink(db, token);
  const delivered = order.status === 'delivered' ? await deliveredAt(db, order.id) : undefined;
  if (!delivered) throw conflict('not_delivered', 'Podrás calificar tu pedido cuando te lo entreguen.');
  if (now.getTime() >= delivered.getTime() + WINDOW_MS) {
    throw conflict(
      'rating_closed',
      `Las calificaciones se reciben hasta ${RATING_WINDOW_DAYS} días después de la entrega; este pedido ya no se puede calificar.`,
    );
  }
  const row = await insertRating(db, {
    orderId: order.id,
    companyId: order.companyId,
    partnerId: order.partnerId,
    riderId: await riderOfOrder(db, order),
    stars: body.stars,
    comment: body.comment ? body.comment : null,
  });
  if (!row) throw conflict('already_rated', 'Este pedido ya fue calificado. ¡Gracias por tu opinión!');
  return toRatingDto(row);
};

const timeZoneOf = async (db: Db, companyIds: string[]) => {
  if (companyIds.length === 0) return 'America/Mexico_City';
  const [row] = await db
    .select({ timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, companyIds[0]));
  return row?.timezone ?? 'America/Mexico_City';
};

/** The companies asked for among those the account reaches; another's company answers 404. */
const reachedCompanies = async (db: Db, auth: SignedIn, company: string | undefined) => {
  const ids = await accessibleCompanyIds(db, auth);
  if (!company) return ids;
  if (!ids.includes(company)) throw notFound('No encontramos ese comercio.');
  return [company];
};

export const ratingPage = async (
  db: Db,
  auth: SignedIn,
  query: RatingListQuery & { limit: number; offset: number },
) => {
  const ids = await reachedCompanies(db, auth, query.company);
  if (ids.length === 0) return { items: [], total: 0, limit: query.limit, offset: query.offset };
  const where = ratingListWhere(ids, query, await timeZoneOf(db, ids));
  const { rows, total } = await pageRatings(db, where, query);
  const items: RatingListItem[] = rows.map((row) => ({
    ...toRatingDto(row.rating),
    companyName: row.companyName,
    orderNumber: row.orderNumber,
    customerName: row.customer.name,
    customerPhone: row.customer.phone,
  }));
  return { items, total, limit: query.limit, offset: query.offset };
};

/** The last 7 days against the 7 before, for one company (a company's home; a partner names the company). */
export const weeklyRating = async (db: Db, auth: SignedIn, company: string | undefined, now = new Date()) => {
  if (!company && auth.account.type !== 'company') throw badRequest('Indica el comercio.');
  const ids = await reachedCompanies(db, auth, company ?? auth.account.companyId ?? undefined);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS);
  const forCompany = ratingListWhere(ids, {}, 'UTC');
  const [week, previousWeek] = await Promise.all([
    averageBetween(db, forCompany, weekAgo, now),
    averageBetween(db, forCompany, twoWeeksAgo, weekAgo),
  ]);
  return { week, previousWeek };
};

/** The partner's follow-up: each reachable company's average over 30 days and its low ratings. */
export const companyRatings = async (db: Db, auth: SignedIn, now = new Date()) => {
  const ids = await accessibleCompanyIds(db, auth);
  if (ids.length === 0) return { items: [] };
  return { items: await companyAverages(db, ids, new Date(now.getTime() - 30 * DAY_MS), LOW_RATING_STARS) };
};

/** A rider's average from the ratings of the orders they delivered; only the partner that owns the rider. */
export const riderRating = async (db: Db, auth: SignedIn, riderId: string) => {
  const [rider] = await db.select({ partnerId: riders.partnerId }).from(riders).where(eq(riders.id, riderId));
  if (!rider || !auth.account.partnerId || rider.partnerId !== auth.account.partnerId) {
    throw notFound('No encontramos ese repartidor.');
  }
  return riderAverage(db, riderId);
};

/** The order's rating for the staff who may see the order; another tenant's order answers 404. */
export const ratingOfOrder = async (db: Db, auth: SignedIn, orderId: string) => {
  const [order] = await db.select({ companyId: orders.companyId }).from(orders).where(eq(orders.id, orderId));
  if (!order || !(await accessibleCompanyIds(db, auth)).includes(order.companyId)) throw unknownOrder();
  const row = await findRating(db, orderId);
  return { rating: row ? toRatingDto(row) : null };
};
