import type { DayFigures } from '@backoffice/shared';
import { addDays } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { MAX_DAILY_BARS, salesSeries } from './sales-series.ts';

const day = (date: string, orders = 1, sales = 1000): DayFigures => ({
  date,
  orders,
  delivered: orders,
  cancelled: 0,
  rejected: 0,
  sales,
});
const daysFrom = (first: string, count: number) =>
  Array.from({ length: count }, (_, index) => day(addDays(first, index)));

describe('salesSeries', () => {
  it('has one bar per day with a short Spanish label', () => {
    const bars = salesSeries([day('2026-03-16', 2, 5000), day('2026-03-17', 0, 0)]);
    expect(bars).toEqual([
      { label: 'lun 16', period: '2026-03-16', orders: 2, sales: 5000 },
      { label: 'mar 17', period: '2026-03-17', orders: 0, sales: 0 },
    ]);
  });

  it('groups long ranges by month', () => {
    expect(salesSeries(daysFrom('2026-01-01', MAX_DAILY_BARS))).toHaveLength(MAX_DAILY_BARS);
    const bars = salesSeries(daysFrom('2026-01-15', 60 + 17 + 14));
    expect(bars.map((bar) => [bar.period, bar.orders, bar.sales])).toEqual([
      ['2026-01', 17, 17_000],
      ['2026-02', 28, 28_000],
      ['2026-03', 31, 31_000],
      ['2026-04', 15, 15_000],
    ]);
    expect(bars[0].label).toMatch(/^ene/);
  });
});
