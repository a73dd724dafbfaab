/** "HH:MM" of an instant on the company's clocks. */
export const clockIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('es-MX', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

export const pesosFromCents = (cents: number) => cents / 100;
export const centsFromPesos = (pesos: number) => Math.round(pesos * 100);
