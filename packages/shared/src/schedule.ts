import { z } from 'zod';

/**
 * Weekly hours and special dates of a company, and the pure time-zone arithmetic that reads them.
 * Shared so that the API (order intake) and the web (schedule preview) answer the same way.
 */

export const weekDays = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type WeekDay = (typeof weekDays)[number];
export const weekDayLabels: Record<WeekDay, string> = {
  '0': 'Domingo',
  '1': 'Lunes',
  '2': 'Martes',
  '3': 'Miércoles',
  '4': 'Jueves',
  '5': 'Viernes',
  '6': 'Sábado',
};

/** "HH:MM", 00:00 to 23:59; "24:00" closes a range at midnight. */
const CLOCK_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
export const clockTimeSchema = z.string().regex(CLOCK_TIME, { error: 'Escribe la hora como HH:MM (00:00 a 24:00)' });

export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const timeRangeSchema = z.object({ from: clockTimeSchema, to: clockTimeSchema }).refine(
  // A malformed time already has its own message; only well-formed ones are compared.
  (range) => !CLOCK_TIME.test(range.from) || !CLOCK_TIME.test(range.to) || toMinutes(range.from) < toMinutes(range.to),
  {
    error: 'La hora de cierre debe ser posterior a la de apertura (para pasar la medianoche, usa dos horarios)',
    path: ['to'],
  },
);
export type TimeRange = z.infer<typeof timeRangeSchema>;

const MAX_RANGES_PER_DAY = 8;

/** A day's ranges: each valid, at most a few, none crossing another. */
export const dayRangesSchema = z
  .array(timeRangeSchema)
  .max(MAX_RANGES_PER_DAY, { error: `Como máximo ${MAX_RANGES_PER_DAY} horarios por día` })
  .superRefine((ranges, ctx) => {
    const sorted = ranges
      .map((range, index) => ({ range, index }))
      .filter(({ range }) => toMinutes(range.from) < toMinutes(range.to))
      .sort((a, b) => toMinutes(a.range.from) - toMinutes(b.range.from));
    for (let i = 1; i < sorted.length; i++) {
      if (toMinutes(sorted[i].range.from) < toMinutes(sorted[i - 1].range.to)) {
        ctx.addIssue({
          code: 'custom',
          path: [sorted[i].index, 'from'],
          message: `Este horario se cruza con el de ${sorted[i - 1].range.from} a ${sorted[i - 1].range.to}`,
        });
      }
    }
  });

/** Weekly hours: key "0" (Sunday) … "6" (Saturday); a missing or empty day is closed. */
export const weeklyScheduleSchema = z.partialRecord(
  z.enum(weekDays, { error: 'El día debe ser de "0" (domingo) a "6" (sábado)' }),
  dayRangesSchema,
);
export type WeeklySchedule = Record<string, TimeRange[]>;

export const specialDateSchema = z
  .object({
    date: z.iso.date({ error: 'Escribe la fecha como AAAA-MM-DD' }),
    closed: z.boolean({ error: 'Indica si ese día se cierra' }),
    ranges: dayRangesSchema.default([]),
    note: z.string().trim().max(200, { error: 'La nota admite como máximo 200 caracteres' }).optional(),
  })
  .refine((day) => day.closed || day.ranges.length > 0, {
    error: 'Agrega al menos un horario o marca el día como cerrado',
    path: ['ranges'],
  });
export type SpecialDate = { date: string; closed: boolean; ranges: TimeRange[]; note?: string };

export const schedulesBodySchema = z.object({
  schedules: weeklyScheduleSchema,
  specialDates: z
    .array(specialDateSchema)
    .max(366, { error: 'Como máximo 366 fechas especiales' })
    .default([])
    .superRefine((days, ctx) => {
      const seen = new Set<string>();
      days.forEach((day, index) => {
        if (seen.has(day.date)) {
          ctx.addIssue({ code: 'custom', path: [index, 'date'], message: 'Esta fecha ya está en la lista' });
        }
        seen.add(day.date);
      });
    }),
});
export type SchedulesBody = z.infer<typeof schedulesBodySchema>;

// ---- Time-zone arithmetic (Intl only, no library) ----

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

export const isValidTimeZone = (timeZone: string) => {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
};

/** The wall-clock date ("YYYY-MM-DD"), weekday and minute of the day of an instant in a time zone. */
export const zonedParts = (at: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, weekday: weekdayOf(date), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
};

export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const offsetMs = (at: number, timeZone: string) => {
  const { date, minutes } = zonedParts(new Date(at), timeZone);
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  return wall - Math.floor(at / 60_000) * 60_000;
};

/** The instant at which the clocks of a time zone show `date` at `minutes` past midnight. */
export const zonedTimeToUtc = (date: string, minutes: number, timeZone: string) => {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const first = wall - offsetMs(wall, timeZone);
  return new Date(wall - offsetMs(first, timeZone));
};

// ---- Reading a schedule ----

export type ScheduleSource = { timezone: string; schedules: WeeklySchedule; specialDates: SpecialDate[] };

export type DayHours = {
  date: string;
  weekday: number;
  closed: boolean;
  ranges: TimeRange[];
  /** True when a special date replaces the weekly hours. */
  special: boolean;
  note?: string;
};

/** The effective hours of one calendar date: its special date if any, else its weekday's ranges. */
export const hoursOn = (source: ScheduleSource, date: string): DayHours => {
  const weekday = weekdayOf(date);
  const special = source.specialDates.find((day) => day.date === date);
  if (special) {
    const ranges = special.closed ? [] : special.ranges;
    return { date, weekday, closed: ranges.length === 0, ranges, special: true, note: special.note };
  }
  const ranges = [...(source.schedules[String(weekday)] ?? [])].sort((a, b) => toMinutes(a.from) - toMinutes(b.from));
  return { date, weekday, closed: ranges.length === 0, ranges, special: false };
};

/** Whether an instant falls inside the company's hours, read in its own time zone. */
export const isWithinSchedule = (source: ScheduleSource, at: Date) => {
  const { date, minutes } = zonedParts(at, source.timezone);
  return hoursOn(source, date).ranges.some(
    (range) => toMinutes(range.from) <= minutes && minutes < toMinutes(range.to),
  );
};

/** The effective hours of `days` consecutive dates starting with the local date of `from`. */
export const nextDaysPreview = (source: ScheduleSource, from: Date, days = 7): DayHours[] => {
  const first = zonedParts(from, source.timezone).date;
  return Array.from({ length: days }, (_, index) => hoursOn(source, addDays(first, index)));
};
