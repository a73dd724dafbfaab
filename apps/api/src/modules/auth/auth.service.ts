import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, loginFailures, sessions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { AccountRow } from './session-body.ts';

export const SESSION_COOKIE = 'bo_session';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export type AuthSettings = { sessionIdleHours: number; maxFailures: number; failureWindowMinutes: number };

// Verifying against a real hash when the e-mail is unknown keeps response times alike, so timing does not reveal accounts.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword('decoy-password-not-used');
  return decoyHash;
};

const tooManyAttempts = () =>
  new AppError(429, 'too_many_requests', 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.');

const failureCount = async (db: Db, key: string, windowMinutes: number) => {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key));
  if (!row) return 0;
  return Date.now() - row.windowStart.getTime() > windowMinutes * 60_000 ? 0 : row.count;
};

const recordFailure = async (db: Db, key: string, windowMinutes: number) => {
  await db
    .insert(loginFailures)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${loginFailures.windowStart} < now() - make_interval(mins => ${windowMinutes}) then 1 else ${loginFailures.count} + 1 end`,
        windowStart: sql`case when ${loginFailures.windowStart} < now() - make_interval(mins => ${windowMinutes}) then now() else ${loginFailures.windowStart} end`,
      },
    });
};

export const login = async (db: Db, settings: AuthSettings, input: { email: string; password: string; ip: string }) => {
  const keys = [`email:${input.email}`, `ip:${input.ip}`];
  for (const key of keys) {
    const limit = key.startsWith('ip:') ? settings.maxFailures * 4 : settings.maxFailures;
    if ((await failureCount(db, key, settings.failureWindowMinutes)) >= limit) throw tooManyAttempts();
  }
  const [account] = await db.select().from(accounts).where(eq(accounts.email, input.email));
  const valid = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyPassword(await decoy(), input.password).then(() => false);
  if (!account || !valid) {
    for (const key of keys) await recordFailure(db, key, settings.failureWindowMinutes);
    throw new AppError(401, 'invalid_credentials', 'Correo o contraseña incorrectos.');
  }
  await db.delete(loginFailures).where(eq(loginFailures.key, keys[0]));
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    accountId: account.id,
    expiresAt: new Date(Date.now() + settings.sessionIdleHours * 3_600_000),
  });
  return { token, account };
};

/** Finds the account behind a session token, sliding its expiry forward at most once a minute. */
export const findSession = async (
  db: Db,
  token: string,
  sessionIdleHours: number,
): Promise<{ account: AccountRow; tokenHash: string } | null> => {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return null;
  const now = Date.now();
  if (row.session.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (now - row.session.lastSeenAt.getTime() > 60_000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + sessionIdleHours * 3_600_000) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { account: row.account, tokenHash };
};

export const logout = async (db: Db, tokenHash: string) => {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
};
