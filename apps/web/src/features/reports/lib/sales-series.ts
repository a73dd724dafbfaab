import type { DayFigures } from '@backoffice/shared';

/** Up to this many days the chart has one bar per day; longer ranges get one bar per month. */
export const MAX_DAILY_BARS = 62;

export type SalesBar = { label: string; period: string; orders: number; sales: number };

const label = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', ...options })
    .format(new Date(`${date}T00:00:00Z`))
    .replace('.', '');

/** Bars of the sales chart (sales in cents): "lun 3" per day, or "mar 2026" per month on long ranges. */
export const salesSeries = (days: DayFigures[]): SalesBar[] => {
  if (days.length <= MAX_DAILY_BARS) {
    return days.map((day) => ({
      label: label(day.date, { weekday: 'short', day: 'numeric' }),
      period: day.date,
      orders: day.orders,
      sales: day.sales,
    }));
  }
  const months = new Map<string, SalesBar>();
  for (const day of days) {
    const period = day.date.slice(0, 7);
    const bar = months.get(period) ?? {
      label: label(`${period}-01`, { month: 'short', year: 'numeric' }),
      period,
      orders: 0,
      sales: 0,
    };
    bar.orders += day.orders;
    bar.sales += day.sales;
    months.set(period, bar);
  }
  return [...months.values()];
};
