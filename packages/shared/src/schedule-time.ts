/**
 * Reading a company's weekly hours and special dates in its own time zone, with no schema library: the web's
 * signed-in shell shows the open state on every screen and loads only this. The schemas that check hours written
 * by people are in schedule.ts.
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

export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** From "HH:MM" to "HH:MM" (24:00 closes at midnight), as schedule.ts checks it. */
export type TimeRange = { from: string; to: string };
export type WeeklySchedule = Record<string, TimeRange[]>;
export type SpecialDate = { date: string; closed: boolean; ranges: TimeRange[]; note?: string };

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

/**
 * The first time-zone formatter a page makes loads the browser's zone data (20–100 ms of main thread in
 * Chromium); a screen can do that in a task of its own before it first shows an open state. Given the zone it will
 * show, its formatter is made and kept too; an unknown zone loads the data all the same.
 */
export const loadTimeZoneData = (timeZone = 'UTC') => {
  if (!isValidTimeZone(timeZone)) formatterFor('UTC');
};

export const isValidTimeZone = (timeZone: string) => {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
};

type ZonedParts = { readonly date: string; readonly weekday: number; readonly minutes: number };

/**
 * Recent answers by UTC minute and zone. One intake reads the same zone at the same minute several times (open state,
 * hours, promos' days) and an order for later its slot's minute too, and `formatToParts` is the costly part: a single
 * answer per zone was dropped at every slot order (now, slot, now). Every zone's offset is a whole number of minutes
 * today, so every instant of one UTC minute is in one wall-clock minute. Emptied when full.
 */
const recentParts = new Map<string, ZonedParts>();

/** The wall-clock date ("YYYY-MM-DD"), weekday and minute of the day of an instant in a time zone. */
export const zonedParts = (at: Date, timeZone: string): ZonedParts => {
  const key = `${Math.floor(at.getTime() / 60_000)} ${timeZone}`;
  const known = recentParts.get(key);
  if (known) return known;
  const fields = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const date = `${fields.year}-${fields.month}-${fields.day}`;
  const parts = { date, weekday: weekdayOf(date), minutes: Number(fields.hour) * 60 + Number(fields.minute) };
  if (recentParts.size >= 512) recentParts.clear();
  recentParts.set(key, parts);
  return parts;
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
