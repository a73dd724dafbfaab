import type { FleetInviteBody, FleetLink, FleetLinkStatus } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fleetLinks } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import {
  type FleetLinkRow,
  findFleetByCodeOrEmail,
  findLink,
  findOpenLink,
  type LinkSide,
  listLinks,
} from './fleet-links.queries.ts';

export const toFleetLinkDto = (row: FleetLinkRow): FleetLink => ({
  id: row.id,
  partner: row.partnerId,
  partnerName: row.partnerName,
  provider: row.providerId,
  providerName: row.providerName,
  status: row.status as FleetLinkStatus,
  createdAt: row.createdAt.toISOString(),
  respondedAt: row.respondedAt?.toISOString() ?? null,
  endedAt: row.endedAt?.toISOString() ?? null,
});

/** The side of the link the signed-in account stands on: its partner, or its fleet. */
export const linkSideOf = ({ account }: SignedIn): LinkSide => {
  if (account.type === 'partner' && account.partnerId) return { partnerId: account.partnerId };
  if (account.type === 'deliveries-provider' && account.providerId) return { providerId: account.providerId };
  throw new AppError(403, 'forbidden', 'No tienes permiso para hacer esto.');
};

export const linksFor = async (db: Db, auth: SignedIn) => (await listLinks(db, linkSideOf(auth))).map(toFleetLinkDto);

export const inviteFleet = async (db: Db, auth: SignedIn, body: FleetInviteBody) => {
  const side = linkSideOf(auth);
  if (!('partnerId' in side)) throw new AppError(403, 'forbidden', 'Solo un socio invita flotas.');
  const fleet = await findFleetByCodeOrEmail(db, body.code, body.email);
  if (!fleet) throw notFound('No encontramos una flota con ese código o correo.');
  if (await findOpenLink(db, side.partnerId, fleet.id))
    throw conflict('conflict', 'Ya invitaste a esa flota o ya está vinculada.');
  const [row] = await db
    .insert(fleetLinks)
    .values({ partnerId: side.partnerId, providerId: fleet.id, invitedBy: auth.account.id })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('conflict', 'Ya invitaste a esa flota o ya está vinculada.');
  return toFleetLinkDto((await findLink(db, row.id, side))!);
};

type Move = 'accept' | 'decline' | 'end';
const allowedFrom: Record<Move, FleetLinkStatus[]> = {
  accept: ['pending'],
  decline: ['pending'],
  end: ['pending', 'active'],
};

/** accept/decline: the fleet answers an invitation; end: either side ends a pending or active link. */
export const moveLink = async (db: Db, auth: SignedIn, id: string, move: Move) => {
  const side = linkSideOf(auth);
  const link = await findLink(db, id, side);
  if (!link) throw notFound('No encontramos esa vinculación.');
  if ((move === 'accept' || move === 'decline') && !('providerId' in side))
    throw new AppError(403, 'forbidden', 'Solo la flota puede aceptar o rechazar la invitación.');
  if (!allowedFrom[move].includes(link.status as FleetLinkStatus))
    throw conflict('invalid_transition', 'Esa vinculación ya no admite este cambio.');
  const now = new Date();
  const values =
    move === 'end'
      ? { status: 'ended', endedAt: now, endedBy: auth.account.id, updatedAt: now }
      : {
          status: move === 'accept' ? 'active' : 'declined',
          respondedAt: now,
          respondedBy: auth.account.id,
          updatedAt: now,
        };
  await db.update(fleetLinks).set(values).where(eq(fleetLinks.id, id));
  return toFleetLinkDto((await findLink(db, id, side))!);
};
