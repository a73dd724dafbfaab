import { addDays, zonedParts, zonedTimeToUtc } from './schedule-time.ts';

/** Local calendar of a company (its IANA time zone): the date, weekday and minute of the day of an instant. */
export const localTime = (instant: Date, timeZone: string) => zonedParts(instant, timeZone);

/** The calendar date (YYYY-MM-DD) of an instant in a time zone: a company's "today" is localDate(now, its zone). */
export const localDate = (instant: Date, timeZone: string) => zonedParts(instant, timeZone).date;

/** The instant a local date (YYYY-MM-DD) begins in a time zone. */
export const startOfLocalDate = (date: string, timeZone: string) => zonedTimeToUtc(date, 0, timeZone);

/** The next local midnight after an instant: when "until the end of the day" ends. */
export const endOfLocalDay = (instant: Date, timeZone: string) =>
  startOfLocalDate(addDays(localDate(instant, timeZone), 1), timeZone);
