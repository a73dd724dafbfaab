import { formatClock } from '../../lib/clock.ts';

export { formatMoney } from '../../lib/money.ts';

/**
 * A Mexican mobile as people type it: 10 digits, with or without spaces, dashes or the +52 prefix. Only a first
 * check; the server decides with the full numbering plan (toMexicanMobile).
 */
export const isLikelyMobile = (phone: string) => {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('521')) digits = digits.slice(3);
  if (digits.length === 12 && digits.startsWith('52')) digits = digits.slice(2);
  return digits.length === 10;
};

/** "1:36 a. m." on the shop's clock, whatever the zone of the customer's phone. */
export const formatTime = (iso: string | Date, timeZone: string) => formatClock(iso, timeZone);

/** A sentence ends once: "cerca de las 1:36 a. m." takes no second period. */
export const endSentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

export const setTitle = (title: string) => {
  document.title = title;
};
