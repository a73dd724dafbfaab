import { formatClock } from '../../lib/clock.ts';

export { formatMoney } from '../../lib/money.ts';

/** "1:36 a. m." on the shop's clock, whatever the zone of the customer's phone. */
export const formatTime = (iso: string | Date, timeZone: string) => formatClock(iso, timeZone);

/** A sentence ends once: "cerca de las 1:36 a. m." takes no second period. */
export const endSentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

export const setTitle = (title: string) => {
  document.title = title;
};
