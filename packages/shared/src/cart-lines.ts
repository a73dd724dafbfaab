import { z } from 'zod';
import { MAX_LINE_NOTES, MAX_LINE_QUANTITY } from './cart-limits.ts';

export { MAX_LINE_NOTES, MAX_LINE_QUANTITY };
export const MAX_CART_PRODUCTS = 50;
export const MAX_LINE_ADDITIONS = 30;
export const MAX_CART_PROMOS = 20;
export const MAX_PROMO_OPTIONS = 20;

const id = z.string().uuid();
const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);

/** A product line as an order or a storefront cart asks for it; prices are never taken from the caller. */
export const cartProductLineSchema = z.object({
  product: id,
  quantity,
  additions: z
    .array(z.object({ product: id, quantity: quantity.optional() }))
    .max(MAX_LINE_ADDITIONS)
    .optional(),
  notes: z.string().trim().max(MAX_LINE_NOTES).optional(),
});

/** A promo line: none of `options` chosen means all of the promo's products. */
export const cartPromoLineSchema = z.object({
  promo: id,
  quantity: quantity.optional(),
  options: z.array(z.object({ product: id })).max(MAX_PROMO_OPTIONS),
});

export const cartProductLinesSchema = z.array(cartProductLineSchema).max(MAX_CART_PRODUCTS);
export const cartPromoLinesSchema = z.array(cartPromoLineSchema).max(MAX_CART_PROMOS);
