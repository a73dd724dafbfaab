import { describe, expect, it } from 'vitest';
import { inPlace, placesOf } from './places.ts';

const companies = [
  { name: 'a', city: 'Guadalajara', state: 'Jalisco' },
  { name: 'b', city: 'guadalajara ', state: 'Jalísco' },
  { name: 'c', city: 'Zapopan', state: 'Jalisco' },
  { name: 'd', city: 'Colima', state: 'Colima' },
];

describe('places', () => {
  it('offers each city and state once, whatever its spelling', () => {
    expect(placesOf(companies)).toEqual({
      cities: ['Colima', 'Guadalajara', 'Zapopan'],
      states: ['Colima', 'Jalisco'],
    });
  });
  it('lists every company with no place chosen, and filters case and accents aside', () => {
    expect(inPlace(companies, '', '')).toHaveLength(4);
    expect(inPlace(companies, 'GUADALAJARA', 'jalisco').map((c) => c.name)).toEqual(['a', 'b']);
    expect(inPlace(companies, '', 'Jalisco').map((c) => c.name)).toEqual(['a', 'b', 'c']);
  });
});
