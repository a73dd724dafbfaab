import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_MINUTES } from '@backoffice/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, passwordResets } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { hashToken } from './auth.service.ts';
import { countAttempt } from './login-limits.ts';
import { assertStrongPassword } from './password-strength.ts';
import { hashPassword } from './passwords.ts';
import { endSessionsOf, type SessionDeps } from './sessions.ts';

/** Links asked per e-mail and per address in the sign-in window; past it the answer is the same but no mail leaves. */
const MAX_REQUESTS_PER_EMAIL = 3;
const MAX_REQUESTS_PER_ADDRESS = 20;

const invalidLink = () =>
  new AppError(
    400,
    'invalid_reset_link',
    'El enlace para cambiar la contraseña no es válido o ya caducó. Pide uno nuevo.',
  );

/**
 * Sends a single-use link valid PASSWORD_RESET_MINUTES to the account's e-mail, if the e-mail has an account.
 * The caller answers the same whatever happens here, and does not wait for the mail to leave.
 */
export const requestPasswordReset = async (
  deps: { db: Db; mailer: Mailer; windowMinutes: number },
  input: { email: string; ip: string; resetUrl: (token: string) => string },
) => {
  const { db } = deps;
  const perEmail = await countAttempt(db, `reset:${input.email}`, deps.windowMinutes);
  const perAddress = await countAttempt(db, `reset-ip:${input.ip}`, deps.windowMinutes);
  if (perEmail.count > MAX_REQUESTS_PER_EMAIL || perAddress.count > MAX_REQUESTS_PER_ADDRESS) return;
  const [account] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.email, input.email));
  if (!account) return;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    accountId: account.id,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000),
  });
  await deps.mailer.send({
    to: input.email,
    subject: 'Cambia tu contraseña',
    text: [
      `Hola, ${account.name}:`,
      '',
      'Alguien (esperamos que tú) pidió cambiar la contraseña de tu cuenta. Para elegir una nueva, abre este enlace:',
      '',
      input.resetUrl(token),
      '',
      `El enlace sirve una sola vez y caduca en ${PASSWORD_RESET_MINUTES} minutos.`,
      'Si no lo pediste, ignora este correo: tu contraseña no cambia.',
    ].join('\n'),
  });
};

/** Uses a reset link once: sets the new password and ends every session of the account (and their sockets). */
export const resetPassword = async (deps: SessionDeps, input: { token: string; newPassword: string }) => {
  const { db } = deps;
  const tokenHash = hashToken(input.token);
  const [row] = await db
    .select({ accountId: passwordResets.accountId, email: accounts.email, name: accounts.name })
    .from(passwordResets)
    .innerJoin(accounts, eq(accounts.id, passwordResets.accountId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    );
  if (!row) throw invalidLink();
  // A weak password is refused before the link is spent, so the person can try another with the same link.
  assertStrongPassword(input.newPassword, [row.email, row.name], 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const used = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
    .returning({ accountId: passwordResets.accountId });
  if (used.length === 0) throw invalidLink();
  await db.update(accounts).set({ passwordHash, updatedAt: new Date() }).where(eq(accounts.id, row.accountId));
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.accountId, row.accountId), isNull(passwordResets.usedAt)));
  await endSessionsOf(deps, row.accountId);
};
