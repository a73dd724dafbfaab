const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const clock = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', hour12: false });

/** Cents as "$1,234.50". */
export const formatMoney = (cents: number) => money.format(cents / 100);

/** An ISO time as the phone's "14:05". */
export const formatTime = (iso: string) => clock.format(new Date(iso));

/** Seconds left as "1:05". */
export const formatCountdown = (seconds: number) => {
  const safe = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
};
