import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { RIDER_INVITATION_MINUTES } from '@backoffice/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveriesProviders, partners, riderCredentials, riderInvitations, riders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { admitAttempt, forgetAttempts, type LoginLimitSettings } from '../auth/login-limits.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashRiderToken } from './rider-session.ts';

/** The 10 digits of a stored rider phone ("+52 33 1234 5678", "3312345678" …). */
export const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

const hashCode = (riderId: string, code: string) => createHash('sha256').update(`${riderId}:${code}`).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Creates the rider's one invitation (replacing an earlier one): a link token and a 6-digit code. */
export const createInvitation = async (db: Db, rider: { id: string; phone: string }, accountId: string) => {
  const token = randomBytes(24).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + RIDER_INVITATION_MINUTES * 60_000);
  const values = {
    riderId: rider.id,
    tokenHash: hashRiderToken(token),
    codeHash: hashCode(rider.id, code),
    phone: tenDigits(rider.phone),
    expiresAt,
    accountId,
    createdAt: new Date(),
  };
  await db
    .insert(riderInvitations)
    .values(values)
    .onConflictDoUpdate({ target: riderInvitations.riderId, set: values });
  return { token, code, expiresAt };
};

const invalidInvitation = () =>
  new AppError(404, 'invitation_invalid', 'La invitación no es válida o ya venció. Pide una nueva a tu despacho.');

/** The rider an invitation proof names, while it is valid; the code is tried under the login limits. */
export const findInvitation = async (
  db: Db,
  limits: LoginLimitSettings,
  proof: { token: string } | { phone: string; code: string },
  ip: string,
) => {
  const now = new Date();
  if ('token' in proof) {
    const [row] = await db
      .select()
      .from(riderInvitations)
      .where(and(eq(riderInvitations.tokenHash, hashRiderToken(proof.token)), gt(riderInvitations.expiresAt, now)));
    if (!row) throw invalidInvitation();
    return row;
  }
  const limitKey = `rider-code:${proof.phone}`;
  const delayMs = await admitAttempt(db, limits, limitKey, ip);
  if (delayMs > 0) await sleep(delayMs);
  const rows = await db
    .select()
    .from(riderInvitations)
    .where(and(eq(riderInvitations.phone, proof.phone), gt(riderInvitations.expiresAt, now)));
  const row = rows.find((candidate) => sameHash(candidate.codeHash, hashCode(candidate.riderId, proof.code)));
  if (!row) throw invalidInvitation();
  await forgetAttempts(db, limitKey, ip);
  return row;
};

/** What the phone shows before the PIN is chosen: the rider's and the business's names. */
export const describeInvitation = async (db: Db, invitation: typeof riderInvitations.$inferSelect) => {
  const [row] = await db
    .select({
      rider: riders,
      partnerName: partners.name,
      providerName: deliveriesProviders.name,
      pin: riderCredentials.riderId,
    })
    .from(riders)
    .leftJoin(partners, eq(partners.id, riders.partnerId))
    .leftJoin(deliveriesProviders, eq(deliveriesProviders.id, riders.providerId))
    .leftJoin(riderCredentials, eq(riderCredentials.riderId, riders.id))
    .where(eq(riders.id, invitation.riderId));
  if (!row?.rider.active || row.rider.archivedAt) throw invalidInvitation();
  return {
    rider: row.rider,
    check: {
      riderName: row.rider.name,
      businessName: row.partnerName ?? row.providerName ?? '',
      hasPin: row.pin !== null,
      expiresAt: invitation.expiresAt.toISOString(),
    },
  };
};

/** Uses the invitation once: sets (or replaces) the PIN and deletes the invitation, in one transaction. */
export const activateInvitation = async (db: Db, invitation: typeof riderInvitations.$inferSelect, pin: string) => {
  const pinHash = await hashPassword(pin);
  return db.transaction(async (tx) => {
    const used = await tx
      .delete(riderInvitations)
      .where(
        and(eq(riderInvitations.riderId, invitation.riderId), eq(riderInvitations.tokenHash, invitation.tokenHash)),
      )
      .returning({ riderId: riderInvitations.riderId });
    if (used.length === 0) throw invalidInvitation();
    const now = new Date();
    await tx
      .insert(riderCredentials)
      .values({ riderId: invitation.riderId, pinHash, activatedAt: now, lastSignInAt: now })
      .onConflictDoUpdate({ target: riderCredentials.riderId, set: { pinHash, lastSignInAt: now, updatedAt: now } });
  });
};

let decoy: Promise<string> | undefined;
const invalidPin = () => new AppError(401, 'invalid_credentials', 'Celular o PIN incorrectos.');

/** Phone + PIN, under the same login limits as the staff sign-in (decision 015), keyed by the phone. */
export const riderLogin = async (db: Db, limits: LoginLimitSettings, phone: string, pin: string, ip: string) => {
  const limitKey = `rider:${phone}`;
  const delayMs = await admitAttempt(db, limits, limitKey, ip);
  if (delayMs > 0) await sleep(delayMs);
  const candidates = await db
    .select({ rider: riders, pinHash: riderCredentials.pinHash })
    .from(riders)
    .innerJoin(riderCredentials, eq(riderCredentials.riderId, riders.id))
    .where(
      and(
        eq(riders.active, true),
        isNull(riders.archivedAt),
        sql`right(regexp_replace(${riders.phone}, '[^0-9]', '', 'g'), 10) = ${phone}`,
      ),
    );
  const matches = candidates;
  let found: (typeof matches)[number] | undefined;
  for (const row of matches) if (!found && (await verifyPassword(row.pinHash, pin))) found = row;
  if (matches.length === 0) {
    decoy ??= hashPassword('0000-decoy');
    await verifyPassword(await decoy, pin);
  }
  if (!found) throw invalidPin();
  await forgetAttempts(db, limitKey, ip);
  await db
    .update(riderCredentials)
    .set({ lastSignInAt: new Date() })
    .where(eq(riderCredentials.riderId, found.rider.id));
  return found.rider;
};

export const riderNotFound = () => notFound('No encontramos ese repartidor.');
