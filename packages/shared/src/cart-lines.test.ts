import { describe, expect, it } from 'vitest';
import {
  cartProductLineSchema,
  cartProductLinesSchema,
  cartPromoLineSchema,
  cartPromoLinesSchema,
  MAX_CART_PRODUCTS,
  MAX_CART_PROMOS,
  MAX_LINE_ADDITIONS,
  MAX_LINE_NOTES,
  MAX_LINE_QUANTITY,
  MAX_PROMO_OPTIONS,
} from './cart-lines.ts';

const product = '00000000-0000-4000-8000-000000000001';
const promo = '00000000-0000-4000-8000-000000000002';
const fits = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('cart lines', () => {
  it('a line takes 1 to 99 whole units, additions included', () => {
    expect(MAX_LINE_QUANTITY).toBe(99);
    for (const [quantity, ok] of [
      [1, true],
      [99, true],
      [0, false],
      [100, false],
      [1.5, false],
    ] as const) {
      expect(fits(cartProductLineSchema, { product, quantity })).toBe(ok);
      expect(fits(cartProductLineSchema, { product, quantity: 1, additions: [{ product, quantity }] })).toBe(ok);
      expect(fits(cartPromoLineSchema, { promo, quantity, options: [] })).toBe(ok);
    }
  });

  it('limits additions, notes, options and the number of lines', () => {
    const additions = (n: number) => Array.from({ length: n }, () => ({ product }));
    expect(fits(cartProductLineSchema, { product, quantity: 1, additions: additions(MAX_LINE_ADDITIONS) })).toBe(true);
    expect(fits(cartProductLineSchema, { product, quantity: 1, additions: additions(MAX_LINE_ADDITIONS + 1) })).toBe(
      false,
    );
    expect(fits(cartProductLineSchema, { product, quantity: 1, notes: 'x'.repeat(MAX_LINE_NOTES) })).toBe(true);
    expect(fits(cartProductLineSchema, { product, quantity: 1, notes: 'x'.repeat(MAX_LINE_NOTES + 1) })).toBe(false);
    expect(fits(cartPromoLineSchema, { promo, options: additions(MAX_PROMO_OPTIONS) })).toBe(true);
    expect(fits(cartPromoLineSchema, { promo, options: additions(MAX_PROMO_OPTIONS + 1) })).toBe(false);
    const lines = (n: number) => Array.from({ length: n }, () => ({ product, quantity: 1 }));
    expect(fits(cartProductLinesSchema, lines(MAX_CART_PRODUCTS))).toBe(true);
    expect(fits(cartProductLinesSchema, lines(MAX_CART_PRODUCTS + 1))).toBe(false);
    const promos = (n: number) => Array.from({ length: n }, () => ({ promo, options: [] }));
    expect(fits(cartPromoLinesSchema, promos(MAX_CART_PROMOS))).toBe(true);
    expect(fits(cartPromoLinesSchema, promos(MAX_CART_PROMOS + 1))).toBe(false);
  });

  it('refuses an id that is not a UUID and trims the note', () => {
    expect(fits(cartProductLineSchema, { product: 'taco', quantity: 1 })).toBe(false);
    expect(cartProductLineSchema.parse({ product, quantity: 1, notes: '  sin cebolla ' }).notes).toBe('sin cebolla');
  });
});
