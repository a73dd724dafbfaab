import { describe, expect, it } from 'vitest';
import { monthFromSearch, monthName, monthTitle, monthValue } from './month.ts';

describe('month helpers', () => {
  it('reads ?month=YYYY-MM or falls back to the current month on the given clocks', () => {
    const now = new Date('2026-04-01T03:00:00Z'); // still 31 March in Mexico City
    expect(monthFromSearch(new URLSearchParams('month=2026-02'), 'America/Mexico_City', now)).toEqual({
      month: 2,
      year: 2026,
    });
    expect(monthFromSearch(new URLSearchParams('month=2026-13'), 'America/Mexico_City', now)).toEqual({
      month: 3,
      year: 2026,
    });
    expect(monthFromSearch(new URLSearchParams(), 'UTC', now)).toEqual({ month: 4, year: 2026 });
  });

  it('writes the picker value and the Spanish name', () => {
    expect(monthValue({ month: 3, year: 2026 })).toBe('2026-03-01');
    expect(monthName({ month: 3, year: 2026 })).toBe('marzo de 2026');
    expect(monthTitle({ month: 3, year: 2026 })).toBe('Marzo de 2026');
  });
});
