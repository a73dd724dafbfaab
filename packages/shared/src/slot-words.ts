import { localDate } from './company-clock.ts';
import { addDays } from './schedule-time.ts';

/**
 * How an order for later's slot is worded (decision 054), one wording for the back office's "Programado · …" label
 * and the customer's WhatsApp messages: "mañana 1:30 p. m.", "hoy 9:00 a. m.", "vie 28 nov 1:30 p. m.", on the
 * company's clocks, 12 h with "a. m." / "p. m." as es-MX users write it.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
/** An es-MX date format, made once per key (making one costs far more than using it). */
export const esMxFormat = (key: string, options: Intl.DateTimeFormatOptions) => {
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('es-MX', options);
    formats.set(key, format);
  }
  return format;
};

/** ICU writes "p.m." (es-MX) or "p. m." with narrow spaces; people here write "p. m.". */
export const withMeridiem = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s*([ap])\.\s?m\./gi, (_, letter: string) => ` ${letter.toLowerCase()}. m.`);

/** "1:30 p. m." on a zone's clock (the runtime's own without one). */
export const clockText = (instant: string | number | Date, timeZone?: string) =>
  withMeridiem(
    esMxFormat(`clock ${timeZone}`, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).format(
      new Date(instant),
    ),
  );

const slotDayWords = (at: Date, now: Date, timeZone: string) => {
  const day = localDate(at, timeZone);
  const today = localDate(now, timeZone);
  if (day === today) return 'hoy';
  if (day === addDays(today, 1)) return 'mañana';
  return esMxFormat(`slot day ${timeZone}`, { weekday: 'short', day: 'numeric', month: 'short', timeZone })
    .format(at)
    .replace(/\./g, '')
    .replace(',', '');
};

/** "mañana 1:30 p. m.", "hoy 9:00 a. m.", "vie 28 nov 1:30 p. m." on the company's clocks, seen at `now`. */
export const slotWords = (scheduledFor: string | Date, timeZone: string, now: number | Date) => {
  const at = new Date(scheduledFor);
  return `${slotDayWords(at, new Date(now), timeZone)} ${clockText(at, timeZone)}`;
};

/** "Programado · mañana 1:30 p. m." (the back office's label). */
export const scheduledLabel = (scheduledFor: string | Date, timeZone: string, now: number | Date) =>
  `Programado · ${slotWords(scheduledFor, timeZone, now)}`;
