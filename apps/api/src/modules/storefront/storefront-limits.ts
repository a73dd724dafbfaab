import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { countAttempt } from '../auth/login-limits.ts';
import { addressKey } from './address-key.ts';

/**
 * Abuse limits of the storefront (decision 025). Counters are fixed windows in the database (the login limits'
 * counter), so every API process sees the same counts. Orders count when they are tried, before the intake runs,
 * so a burst cannot slip through in parallel; an idempotent repeat of an order already taken is not counted.
 */
export const STOREFRONT_LIMITS = {
  windowMinutes: 10,
  /** Orders one phone number may place in the window. */
  ordersPerPhone: 5,
  /** Orders to one delivery address in the window, however written (address-key.ts). */
  ordersPerAddress: 5,
} as const;

const rateLimited = (message: string, windowStart: Date) => {
  const seconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + STOREFRONT_LIMITS.windowMinutes * 60_000 - Date.now()) / 1000),
  );
  return new AppError(
    429,
    'rate_limited',
    message,
    { retry_after_seconds: seconds },
    { 'retry-after': String(seconds) },
  );
};

/** Counts a quote or an order from this address (IP); 429 past the configured number in the window. */
export const admitStorefrontRequest = async (db: Db, ip: string, perIp: number) => {
  const row = await countAttempt(db, `storefront:ip:${ip}`, STOREFRONT_LIMITS.windowMinutes);
  if (row.count > perIp) {
    throw rateLimited(
      'Demasiadas solicitudes desde esta conexión. Espera unos minutos e inténtalo de nuevo.',
      row.windowStart,
    );
  }
};

/** Counts an order for this phone (E.164) and this address in the company's city; 429 past either limit. */
export const admitStorefrontOrder = async (
  db: Db,
  phone: string,
  address: string,
  place: { city: string; state: string },
) => {
  const byPhone = await countAttempt(db, `storefront:phone:${phone}`, STOREFRONT_LIMITS.windowMinutes);
  if (byPhone.count > STOREFRONT_LIMITS.ordersPerPhone) {
    throw rateLimited(
      'Ya hiciste varios pedidos con este teléfono en los últimos minutos. Espera un poco e inténtalo de nuevo.',
      byPhone.windowStart,
    );
  }
  const key = addressKey(address, place);
  if (!key) return;
  const byAddress = await countAttempt(db, `storefront:address:${key}`, STOREFRONT_LIMITS.windowMinutes);
  if (byAddress.count > STOREFRONT_LIMITS.ordersPerAddress) {
    throw rateLimited(
      'Ya se hicieron varios pedidos a esta dirección en los últimos minutos. Espera un poco e inténtalo de nuevo.',
      byAddress.windowStart,
    );
  }
};
