import { clockText, esMxFormat } from '@backoffice/shared';

/**
 * The one way the back office writes a time: 12 h with "a. m." / "p. m.", as es-MX users read it
 * ("6:45 p. m."), on the company's clock (the browser's when no time zone is given). The open state ("Pausado hasta 18:45") keeps the wording
 * of the product's specification (packages/shared/src/open-state.ts).
 */
export const DEFAULT_TIME_ZONE = 'America/Mexico_City';

type DateStyle = 'short' | 'medium' | 'long';
/** One cache of formats and one "p. m." with the shared wording of an order for later's slot (slot-words.ts). */
const formatFor = esMxFormat;

/** "6:45 p. m." */
export const formatClock = (instant: string | number | Date, timeZone?: string) => clockText(instant, timeZone);

/** "23/11/26, 6:45 p. m." (short), "23 nov 2026, 6:45 p. m." (medium), "23 de noviembre de 2026, …" (long). */
export const formatDateTime = (instant: string | number | Date, timeZone?: string, dateStyle: DateStyle = 'short') =>
  `${formatFor(`date ${dateStyle} ${timeZone}`, { dateStyle, timeZone }).format(new Date(instant))}, ${formatClock(instant, timeZone)}`;

/** "23 nov, 6:45 p. m.": a moment of the current period, in a table. */
export const formatDayAndClock = (instant: string | number | Date, timeZone?: string) =>
  `${formatFor(`day ${timeZone}`, { day: 'numeric', month: 'short', timeZone }).format(new Date(instant))}, ${formatClock(instant, timeZone)}`;

/** A time of a schedule ("18:00", "24:00" closes at midnight) written the same way: "6:00 p. m.". */
export const formatScheduleTime = (hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours % 24 < 12 ? 'a. m.' : 'p. m.'}`;
};
