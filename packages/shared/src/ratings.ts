import { z } from 'zod';
import { idSchema } from './ids.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';
import { RATING_COMMENT_MAX, ratingMessages } from './rating-rules.ts';

/** A customer may rate an order once, within this many days of its delivery. */
export const RATING_WINDOW_DAYS = 7;
/** Ratings at or below this are "low": the partner follows them up. */
export const LOW_RATING_STARS = 2;

/** The customer's rating, in the tracking page's words (rating-rules.ts). */
export const ratingBodySchema = z.object({
  stars: z
    .number({ error: ratingMessages.stars })
    .int({ error: ratingMessages.stars })
    .min(1, { error: ratingMessages.stars })
    .max(5, { error: ratingMessages.stars }),
  comment: z.string().trim().max(RATING_COMMENT_MAX, { error: ratingMessages.comment }).optional(),
});
export type RatingBody = z.infer<typeof ratingBodySchema>;

export const ratingSchema = z.object({
  order: z.string(),
  company: z.string(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  rider: z.string().nullable(),
  createdAt: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** What the tracking page shows: whether it may ask, the rating already left, or why not. */
export const ratingInviteStates = ['not_delivered', 'open', 'rated', 'expired'] as const;
export const trackedRatingSchema = z.object({
  state: z.enum(ratingInviteStates),
  /** Until when a rating is taken (open only). */
  until: z.string().nullable(),
  rating: ratingSchema.nullable(),
});
export type TrackedRating = z.infer<typeof trackedRatingSchema>;

/** A rating as the shop reads it: with the order's number and the customer to answer (privately, by WhatsApp). */
export const ratingListItemSchema = ratingSchema.extend({
  companyName: z.string(),
  orderNumber: z.number().int(),
  customerName: z.string(),
  customerPhone: z.string(),
});
export type RatingListItem = z.infer<typeof ratingListItemSchema>;
export const ratingPageSchema = pageOf(ratingListItemSchema);

const dateField = z.iso.date({ error: 'Escribe una fecha válida (AAAA-MM-DD)' });
export const ratingListQuerySchema = pageQuerySchema.extend({
  company: idSchema.optional(),
  /** Only ratings with at most this many stars (2: the low ones). */
  maxStars: z.coerce.number().int().min(1).max(5).optional(),
  minStars: z.coerce.number().int().min(1).max(5).optional(),
  withComment: z.enum(['true', 'false']).optional(),
  from: dateField.optional(),
  to: dateField.optional(),
});
export type RatingListQuery = Partial<z.infer<typeof ratingListQuerySchema>>;

export const ratingOrderQuerySchema = z.object({ id: idSchema });
export const orderRatingSchema = z.object({ rating: ratingSchema.nullable() });

export const ratingAverageSchema = z.object({
  /** Average stars, one decimal; null without ratings. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingAverage = z.infer<typeof ratingAverageSchema>;

/** A company's home: the last 7 days against the 7 before. */
export const weeklyRatingSchema = z.object({ week: ratingAverageSchema, previousWeek: ratingAverageSchema });
export type WeeklyRating = z.infer<typeof weeklyRatingSchema>;
export const weeklyRatingQuerySchema = z.object({ company: idSchema.optional() });

/** The partner's follow-up: each reachable company's average (last 30 days) and its low ratings. */
export const companyRatingsSchema = z.object({
  items: z.array(ratingAverageSchema.extend({ company: z.string(), name: z.string(), low: z.number().int() })),
});
export type CompanyRatings = z.infer<typeof companyRatingsSchema>;

export const riderRatingQuerySchema = z.object({ id: idSchema });
