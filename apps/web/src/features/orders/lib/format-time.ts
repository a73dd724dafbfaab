/** Times are shown in the company's time zone (contract section 2); the demo and default is Mexico City. */
export const DEFAULT_TIME_ZONE = 'America/Mexico_City';

const dateTime = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: DEFAULT_TIME_ZONE,
});
const time = new Intl.DateTimeFormat('es-MX', { timeStyle: 'short', timeZone: DEFAULT_TIME_ZONE });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatTime = (iso: string) => time.format(new Date(iso));
