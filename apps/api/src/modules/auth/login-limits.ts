import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/** See docs/decisions/015-login-limits.md. */
export type LoginLimitSettings = {
  /** Attempts per (e-mail, address) in a window before that pair is refused. */
  maxFailures: number;
  windowMinutes: number;
  /** Ceiling of the delay added to attempts on an e-mail tried too often from many addresses. */
  maxDelaySeconds: number;
};

/** An address may try this many times the per-account limit (offices and phones share addresses). */
const ADDRESS_FACTOR = 4;

const keys = (email: string, ip: string) => ({
  pair: `pair:${email}|${ip}`,
  address: `ip:${ip}`,
  account: `email:${email}`,
});

/** Counts one attempt atomically (one upsert) and returns the count and when the window started. */
export const countAttempt = async (db: Db, key: string, windowMinutes: number) => {
  const expired = sql`${loginFailures.windowStart} < now() - make_interval(secs => ${windowMinutes * 60})`;
  const [row] = await db
    .insert(loginFailures)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${expired} then 1 else ${loginFailures.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${loginFailures.windowStart} end`,
      },
    })
    .returning({ count: loginFailures.count, windowStart: loginFailures.windowStart });
  return row;
};

const waitText = (seconds: number) => {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
};

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'too_many_requests',
    `Demasiados intentos fallidos desde esta conexión. Espera ${waitText(retryAfterSeconds)} e inténtalo de nuevo.`,
    { retry_after_seconds: retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );

/**
 * Counts a sign-in attempt before the password is verified, so parallel attempts cannot all slip under the
 * limit. Throws 429 (with Retry-After) when this (e-mail, address) pair or this address is over its limit;
 * otherwise returns how long to wait before verifying, which grows with the attempts on this e-mail from
 * every address: a distributed guesser is slowed down, but the owner is never locked out.
 */
export const admitAttempt = async (db: Db, settings: LoginLimitSettings, email: string, ip: string) => {
  const key = keys(email, ip);
  const windowMs = settings.windowMinutes * 60_000;
  const pair = await countAttempt(db, key.pair, settings.windowMinutes);
  const address = await countAttempt(db, key.address, settings.windowMinutes);
  const over = [
    pair.count > settings.maxFailures ? pair : undefined,
    address.count > settings.maxFailures * ADDRESS_FACTOR ? address : undefined,
  ].filter((row) => row !== undefined);
  if (over.length > 0) {
    const endsAt = Math.max(...over.map((row) => row.windowStart.getTime() + windowMs));
    throw tooManyAttempts(Math.max(1, Math.ceil((endsAt - Date.now()) / 1000)));
  }
  const account = await countAttempt(db, key.account, settings.windowMinutes);
  const excess = account.count - settings.maxFailures;
  return excess > 0 ? Math.min(250 * 2 ** (excess - 1), settings.maxDelaySeconds * 1000) : 0;
};

/** A right password: forget the attempts of this pair and e-mail, and do not hold this one against the address. */
export const forgetAttempts = async (db: Db, email: string, ip: string) => {
  const key = keys(email, ip);
  await db.delete(loginFailures).where(inArray(loginFailures.key, [key.pair, key.account]));
  await db
    .update(loginFailures)
    .set({ count: sql`greatest(${loginFailures.count} - 1, 0)` })
    .where(eq(loginFailures.key, key.address));
};

export const loginLimitsOf = (config: {
  LOGIN_MAX_FAILURES: number;
  LOGIN_FAILURE_WINDOW_MINUTES: number;
  LOGIN_SLOWDOWN_MAX_SECONDS: number;
}): LoginLimitSettings => ({
  maxFailures: config.LOGIN_MAX_FAILURES,
  windowMinutes: config.LOGIN_FAILURE_WINDOW_MINUTES,
  maxDelaySeconds: config.LOGIN_SLOWDOWN_MAX_SECONDS,
});
