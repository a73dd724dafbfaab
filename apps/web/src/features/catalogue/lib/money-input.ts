/** Prices are typed in pesos and stored as integer cents (contract section 2). */
export const centsToPesos = (cents: number) => cents / 100;

export type PesosCheck = { cents: number; error?: undefined } | { cents?: undefined; error: string };

/** Reads a peso amount typed or pasted by a person ("$1,250.50", "45", 45.5). */
export const pesosToCents = (value: number | string | null | undefined): PesosCheck => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return { error: 'Escribe el precio' };
  }
  const text =
    typeof value === 'number'
      ? String(value)
      : value
          .trim()
          .replace(/^\$\s*/, '')
          .replace(/,(?=\d{3}\b)/g, '');
  const normalized = text.replace(',', '.');
  if (!/^-?\d+(\.\d*)?$/.test(normalized)) return { error: 'Escribe el precio con números (ej. 45.50)' };
  const pesos = Number(normalized);
  if (pesos < 0) return { error: 'El precio no puede ser negativo' };
  if (pesos > 1_000_000) return { error: 'El precio es demasiado grande' };
  const cents = Math.round(pesos * 100);
  if (Math.abs(cents - pesos * 100) > 1e-6) return { error: 'Usa como máximo dos decimales' };
  return { cents };
};
