/**
 * A customer's rating of an order, its rules and messages without zod: one source for the tracking page's form
 * (a light page, decision 057) and the API's `ratingBodySchema` (ratings.ts), so both say the same sentence.
 */
export const RATING_COMMENT_MAX = 500;

export const ratingMessages = {
  stars: 'Elige de 1 a 5 estrellas',
  comment: `Comentario: como máximo ${RATING_COMMENT_MAX} caracteres`,
} as const;

export const ratingFieldRules = {
  stars: (value: number) => (Number.isInteger(value) && value >= 1 && value <= 5 ? null : ratingMessages.stars),
  comment: (value: string) => (value.trim().length <= RATING_COMMENT_MAX ? null : ratingMessages.comment),
};
