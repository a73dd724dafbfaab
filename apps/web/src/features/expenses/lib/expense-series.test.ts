import { describe, expect, it } from 'vitest';
import { monthLabel, monthlySeries } from './expense-series.ts';

describe('expense series', () => {
  it('names months in Spanish and keeps each category of a month', () => {
    expect(monthLabel('2026-11')).toMatch(/nov/);
    const series = monthlySeries({
      total: 300,
      byCategory: [],
      byMonth: [
        {
          month: '2026-10',
          total: 300,
          categories: { combustible: 100, mantenimiento: 200, sueldos: 0, renta: 0, publicidad: 0, otros: 0 },
        },
      ],
    });
    expect(series).toEqual([
      expect.objectContaining({ combustible: 100, mantenimiento: 200, otros: 0, label: monthLabel('2026-10') }),
    ]);
  });
});
