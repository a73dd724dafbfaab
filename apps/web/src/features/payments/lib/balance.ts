import { formatMoney } from '../../../lib/money.ts';

/** How a company's balance reads, from the company's side (positive: it owes its partner). */
export const balanceWording = (balance: number, currency = 'MXN') => {
  if (balance > 0) return { tone: 'owes' as const, text: `Debes ${formatMoney(balance, currency)} a tu socio` };
  if (balance < 0) return { tone: 'owed' as const, text: `Tu socio te debe ${formatMoney(-balance, currency)}` };
  return { tone: 'even' as const, text: 'Estás al corriente' };
};

/** The same balance read by the partner. */
export const partnerWording = (balance: number, currency = 'MXN') => {
  if (balance > 0) return `Te debe ${formatMoney(balance, currency)}`;
  if (balance < 0) return `Le debes ${formatMoney(-balance, currency)}`;
  return 'Al corriente';
};

const dayFormat = () =>
  new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2 mar 2026 – 8 mar 2026" for local dates (YYYY-MM-DD). */
export const periodLabel = (start: string, end: string) => {
  const format = dayFormat();
  return `${format.format(new Date(`${start}T12:00:00Z`))} – ${format.format(new Date(`${end}T12:00:00Z`))}`;
};

export const weekdayNames = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
