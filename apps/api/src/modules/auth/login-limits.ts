import { and, eq, gt, inArray, sql } from 'drizzle-orm';
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
  /** Password checks of one account per minute from all addresses together (decision 036). */
  verificationsPerMinute: number;
};

/** An address may try this many times the per-account limit (offices and phones share addresses). */
const ADDRESS_FACTOR = 4;

/** An address the account signed in from within this many days checks passwords in its own per-minute budget. */
const KNOWN_ADDRESS_DAYS = 30;

const keys = (email: string, ip: string) => ({
  pair: `pair:${email}|${ip}`,
  address: `ip:${ip}`,
  account: `email:${email}`,
  /** Checks per minute from addresses this account has not signed in from lately. */
  checks: `checks:${email}`,
  /** Checks per minute from the addresses it has: a crowd of strangers cannot spend the owner's turn. */
  checksKnown: `checks-known:${email}`,
  /** Not a counter: when the account last signed in from this address. */
  known: `known:${email}|${ip}`,
});

/** Counts `amount` atomically (one upsert) and returns the count and when the window started. */
export const countAttempt = async (db: Db, key: string, windowMinutes: number, amount = 1) => {
  const expired = sql`${loginFailures.windowStart} < now() - make_interval(secs => ${windowMinutes * 60})`;
  const [row] = await db
    .insert(loginFailures)
    .values({ key, count: amount })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${expired} then ${amount} else ${loginFailures.count} + ${amount} end`,
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

/** Seconds until a window that started at `windowStart` ends, at least 1. */
export const secondsLeft = (windowStart: Date, windowMinutes: number) =>
  Math.max(1, Math.ceil((windowStart.getTime() + windowMinutes * 60_000 - Date.now()) / 1000));

/** 429 saying how long to wait: for this connection (pair or address limits) or for the account (its checks). */
export const tooManyAttempts = (retryAfterSeconds: number, scope: 'connection' | 'account' = 'connection') =>
  new AppError(
    429,
    'too_many_requests',
    `${scope === 'connection' ? 'Demasiados intentos fallidos desde esta conexión' : 'Demasiados intentos'}. Espera ${waitText(retryAfterSeconds)} e inténtalo de nuevo.`,
    { retry_after_seconds: retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );

const isKnownAddress = async (db: Db, key: string) => {
  const [row] = await db
    .select({ key: loginFailures.key })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.key, key),
        gt(loginFailures.windowStart, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
      ),
    );
  return row !== undefined;
};

/**
 * Counts a sign-in attempt before the password is verified, so parallel attempts cannot all slip under the
 * limit. Throws 429 (with Retry-After) when this (e-mail, address) pair or this address is over its limit, or
 * when the account's password checks of this minute are spent (decision 036: per minute from all unknown
 * addresses together, and apart from the addresses it signed in from lately); otherwise returns how long to wait
 * before verifying, which grows with the attempts on this e-mail from every address: a distributed guesser is
 * slowed down and made to wait, but the owner is never locked out.
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
  const checksKey = (await isKnownAddress(db, key.known)) ? key.checksKnown : key.checks;
  const checks = await countAttempt(db, checksKey, 1);
  if (checks.count > settings.verificationsPerMinute)
    throw tooManyAttempts(secondsLeft(checks.windowStart, 1), 'account');
  const account = await countAttempt(db, key.account, settings.windowMinutes);
  const excess = account.count - settings.maxFailures;
  return excess > 0 ? Math.min(250 * 2 ** (excess - 1), settings.maxDelaySeconds * 1000) : 0;
};

/**
 * A right password: forget the attempts of this pair and e-mail, hold this one neither against the address nor
 * against the account's checks of the minute (someone signing in again and again is not guessing), and remember
 * the address as one the account signs in from.
 */
export const forgetAttempts = async (db: Db, email: string, ip: string) => {
  const key = keys(email, ip);
  const checksKey = (await isKnownAddress(db, key.known)) ? key.checksKnown : key.checks;
  await db.delete(loginFailures).where(inArray(loginFailures.key, [key.pair, key.account]));
  await db
    .insert(loginFailures)
    .values({ key: key.known, count: 0 })
    .onConflictDoUpdate({ target: loginFailures.key, set: { windowStart: sql`now()` } });
  await db
    .update(loginFailures)
    .set({ count: sql`greatest(${loginFailures.count} - 1, 0)` })
    .where(inArray(loginFailures.key, [key.address, checksKey]));
};

export const loginLimitsOf = (config: {
  LOGIN_MAX_FAILURES: number;
  LOGIN_FAILURE_WINDOW_MINUTES: number;
  LOGIN_SLOWDOWN_MAX_SECONDS: number;
  LOGIN_CHECKS_PER_MINUTE: number;
}): LoginLimitSettings => ({
  maxFailures: config.LOGIN_MAX_FAILURES,
  windowMinutes: config.LOGIN_FAILURE_WINDOW_MINUTES,
  maxDelaySeconds: config.LOGIN_SLOWDOWN_MAX_SECONDS,
  verificationsPerMinute: config.LOGIN_CHECKS_PER_MINUTE,
});
