import { describe, expect, it } from 'vitest';
import { productLineTotal, promoLineTotal } from './line-total.ts';

describe('productLineTotal', () => {
  it('multiplies the unit with its additions (each with its own quantity) by the line quantity', () => {
    const line = {
      quantity: 3,
      unitPrice: 4_500,
      additions: [
        { quantity: 2, unitPrice: 1_000 },
        { quantity: 1, unitPrice: 250 },
      ],
    };
    expect(productLineTotal(line)).toBe(3 * (4_500 + 2_000 + 250));
  });

  it('is the unit price times the quantity without additions', () => {
    expect(productLineTotal({ quantity: 2, unitPrice: 1_999, additions: [] })).toBe(3_998);
  });
});

describe('promoLineTotal', () => {
  it('is the promo unit price times the quantity', () => {
    expect(promoLineTotal({ quantity: 4, unitPrice: 12_000 })).toBe(48_000);
  });
});
