import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesSearch } from './order-search.ts';

const order = { number: 127, names: ['José Núñez'], phones: ['33 3615 0000'] };

describe('searching the live lists', () => {
  it('finds by number, by name without accents and by part of the phone', () => {
    expect(matchesSearch(order, '127')).toBe(true);
    expect(matchesSearch(order, '#127')).toBe(true);
    expect(matchesSearch(order, '#12')).toBe(false);
    expect(matchesSearch(order, 'jose nu')).toBe(true);
    expect(matchesSearch(order, 'NÚÑEZ')).toBe(true);
    expect(matchesSearch(order, '3615')).toBe(true);
    expect(matchesSearch(order, '33 3615 0000')).toBe(true);
    expect(matchesSearch(order, 'María')).toBe(false);
    expect(matchesSearch(order, '4444')).toBe(false);
    expect(matchesSearch(order, '   ')).toBe(true);
  });

  it('always finds an item by its own number and its own full phone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.stringMatching(/^\d{7,12}$/), (number, phone) => {
        const item = { number, names: ['Cliente'], phones: [phone] };
        expect(matchesSearch(item, `#${number}`)).toBe(true);
        expect(matchesSearch(item, phone)).toBe(true);
      }),
    );
  });
});
