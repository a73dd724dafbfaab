import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { SignedIn } from './auth.types.ts';
import { admitAttempt, forgetAttempts, type LoginLimitSettings } from './login-limits.ts';
import { verifyInTurn } from './password-line.ts';
import { assertStrongPassword } from './password-strength.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endSessionsOf, listSessions, type SessionDeps } from './sessions.ts';

const wrongPassword = () =>
  new AppError(400, 'wrong_password', 'La contraseña actual no es correcta.', [
    { field: 'body.currentPassword', message: 'La contraseña actual no es correcta' },
  ]);

/**
 * Changes the signed-in person's password. The current password is checked under the same limits as a
 * sign-in (a stolen session must not become a way to guess it); every other session of the account ends.
 */
export const changePassword = async (
  deps: SessionDeps & { limits: LoginLimitSettings },
  auth: SignedIn,
  input: { currentPassword: string; newPassword: string; ip: string },
) => {
  const { account } = auth;
  const delayMs = await admitAttempt(deps.db, deps.limits, account.email, input.ip);
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const valid = await verifyInTurn(account.email, () => verifyPassword(account.passwordHash, input.currentPassword));
  if (!valid) throw wrongPassword();
  await forgetAttempts(deps.db, account.email, input.ip);
  if (input.newPassword === input.currentPassword) {
    throw new AppError(400, 'weak_password', 'La nueva contraseña debe ser distinta de la actual.', [
      { field: 'body.newPassword', message: 'Debe ser distinta de la actual' },
    ]);
  }
  assertStrongPassword(input.newPassword, [account.email, account.name], 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.update(accounts).set({ passwordHash, updatedAt: new Date() }).where(eq(accounts.id, account.id));
  return endSessionsOf(deps, account.id, { except: auth.sessionId });
};

export const openSessionsOf = async (deps: SessionDeps, auth: SignedIn) =>
  (await listSessions(deps.db, auth.account.id)).map((row) => ({
    id: row.id,
    current: row.id === auth.sessionId,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    userAgent: row.userAgent,
    ip: row.ip,
  }));
