import { localDate } from '@backoffice/shared';
import { isIsoDate } from './date-range.ts';

export type MonthYear = { month: number; year: number };

export const monthOf = (date: string): MonthYear => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
});

/** "2026-03-01": the value the month picker works with. */
export const monthValue = ({ month, year }: MonthYear) => `${year}-${String(month).padStart(2, '0')}-01`;

/** "marzo de 2026". */
export const monthName = (value: MonthYear) =>
  new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(`${monthValue(value)}T00:00:00Z`),
  );

/** "Marzo de 2026", to start a line. */
export const monthTitle = (value: MonthYear) => {
  const name = monthName(value);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** The month in the address (?month=YYYY-MM) when valid, else the current one in the given zone. */
export const monthFromSearch = (params: URLSearchParams, timeZone: string, now = new Date()): MonthYear => {
  const raw = params.get('month');
  if (raw && /^\d{4}-\d{2}$/.test(raw) && isIsoDate(`${raw}-01`)) {
    const value = monthOf(`${raw}-01`);
    if (value.year >= 2000 && value.year <= 2100) return value;
  }
  return monthOf(localDate(now, timeZone));
};
