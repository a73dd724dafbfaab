import { addDays } from '@backoffice/shared';

/** The API answers at most this many days per report (order-reports.service REPORT_MAX_DAYS). */
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_TIME_ZONE = 'America/Mexico_City';

export type DateRange = { from: string; to: string };
export type PresetKey = 'today' | 'yesterday' | 'last7' | 'thisMonth' | 'lastMonth';

export const presetLabels: Record<PresetKey, string> = {
  today: 'Hoy',
  yesterday: 'Ayer',
  last7: 'Últimos 7 días',
  thisMonth: 'Este mes',
  lastMonth: 'Mes pasado',
};
export const presetKeys = Object.keys(presetLabels) as PresetKey[];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written "YYYY-MM-DD" (2026-02-30 is not). */
export const isIsoDate = (value: unknown): value is string => {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/** The range of a preset, relative to `today` (a local date of the company). */
export const presetRange = (preset: PresetKey, today: string): DateRange => {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const lastDay = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(lastDay), to: lastDay };
    }
  }
};

/** The first preset (in display order) equal to a range: on the 1st of a month that is "Hoy", not "Este mes". */
export const matchingPreset = (range: DateRange, today: string): PresetKey | null =>
  presetKeys.find((key) => {
    const candidate = presetRange(key, today);
    return candidate.from === range.from && candidate.to === range.to;
  }) ?? null;

/** Calendar days from `from` to `to`, both included (0 when `to` is before `from`). */
export const daysInRange = ({ from, to }: DateRange) =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1);

/** Why the API would refuse a range, in the words shown under the picker; null when it is fine. */
export const rangeProblem = (range: DateRange): string | null => {
  if (!isIsoDate(range.from) || !isIsoDate(range.to)) return 'Elige una fecha inicial y una final.';
  if (range.to < range.from) return 'La fecha inicial debe ser anterior a la final.';
  if (daysInRange(range) > MAX_RANGE_DAYS) return `Elige un periodo de ${MAX_RANGE_DAYS} días como máximo.`;
  return null;
};

/** The range in the address (?from=&to=) when it is valid, else the last 7 days. */
export const rangeFromSearch = (params: URLSearchParams, today: string): DateRange => {
  const range = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  return rangeProblem(range) === null ? range : presetRange('last7', today);
};

const shortDate = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', ...options }).format(new Date(`${date}T00:00:00Z`));

/** "3 de marzo de 2026" or "1 – 7 de marzo de 2026" style description of a range. */
export const describeRange = ({ from, to }: DateRange) => {
  const long = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  if (from === to) return shortDate(from, long);
  return `${shortDate(from, long)} al ${shortDate(to, long)}`;
};
