import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, sessions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AccountRow } from './auth.types.ts';
import { admitAttempt, forgetAttempts, type LoginLimitSettings } from './login-limits.ts';
import { verifyInTurn } from './password-line.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export { SESSION_COOKIE } from './cookie.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export type AuthSettings = { sessionIdleHours: number; limits: LoginLimitSettings };
export type Client = { ip: string; userAgent?: string };

// Verifying against a real hash when the e-mail is unknown keeps response times alike, so timing does not reveal accounts.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword('decoy-password-not-used');
  return decoyHash;
};

const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Correo o contraseña incorrectos.');

/** Opens a session for an account and returns its token (only the token's hash is stored). */
export const openSession = async (db: Db, accountId: string, sessionIdleHours: number, client: Client) => {
  const token = randomBytes(32).toString('base64url');
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      accountId,
      expiresAt: new Date(Date.now() + sessionIdleHours * 3_600_000),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: session.id };
};

export const login = async (db: Db, settings: AuthSettings, input: { email: string; password: string } & Client) => {
  const delayMs = await admitAttempt(db, settings.limits, input.email, input.ip);
  if (delayMs > 0) await sleep(delayMs);
  const [account] = await db.select().from(accounts).where(eq(accounts.email, input.email));
  const valid = await verifyInTurn(input.email, async () =>
    account
      ? verifyPassword(account.passwordHash, input.password)
      : verifyPassword(await decoy(), input.password).then(() => false),
  );
  if (!account || !valid) throw invalidCredentials();
  await forgetAttempts(db, input.email, input.ip);
  const { token } = await openSession(db, account.id, settings.sessionIdleHours, input);
  return { token, account };
};

export type FoundSession = {
  account: AccountRow;
  tokenHash: string;
  sessionId: string;
  expiresAt: Date;
  /** The expiry slid forward on this call (the cookie should follow). */
  renewed: boolean;
};

/** Finds the account behind a session token, sliding its expiry forward at most once a minute. */
export const findSession = async (db: Db, token: string, sessionIdleHours: number): Promise<FoundSession | null> => {
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
  let { expiresAt } = row.session;
  const renewed = now - row.session.lastSeenAt.getTime() > 60_000;
  if (renewed) {
    expiresAt = new Date(now + sessionIdleHours * 3_600_000);
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { account: row.account, tokenHash, sessionId: row.session.id, expiresAt, renewed };
};

/** When a session ends unless used again: null once it is gone or expired. */
export const sessionExpiry = async (db: Db, sessionId: string) => {
  const [row] = await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, sessionId));
  return row && row.expiresAt.getTime() > Date.now() ? row.expiresAt : null;
};
