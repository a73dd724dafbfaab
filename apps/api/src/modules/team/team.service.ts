import type { TeamMember, TeamMemberCreateBody, TeamMemberUpdateBody } from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { LiveEvents } from '../../plugins/socket.ts';
import { companyIdsOfPartner } from '../auth/access.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { generateFirstPassword } from '../auth/first-password.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endSessionsOf, type SessionDeps } from '../auth/sessions.ts';
import { roomsFor } from '../auth/socket-rooms.ts';
import { emailTaken } from '../companies/companies.queries.ts';
import {
  type AccountRow,
  deleteMemberRow,
  findTeamRow,
  insertMemberRow,
  listTeamRows,
  type TeamOwner,
  updateMemberRow,
} from './team.queries.ts';

type TeamRow = { account: AccountRow; lastSeenAt: Date | string | null };

const toTeamMemberDto = ({ account, lastSeenAt }: TeamRow): TeamMember => ({
  id: account.id,
  name: account.name,
  email: account.email,
  role: account.role ?? 'member',
  listen_for: account.listenFor,
  lastSeenAt: lastSeenAt ? new Date(lastSeenAt).toISOString() : null,
  createdAt: account.createdAt.toISOString(),
});

/** The caller's own partner or fleet: the only team it may list or change. */
const ownerOf = ({ account }: SignedIn): TeamOwner =>
  account.type === 'partner'
    ? { type: 'partner', id: account.partnerId! }
    : { type: 'deliveries-provider', id: account.providerId! };

const memberOr404 = async (db: Db, auth: SignedIn, id: string) => {
  const row = await findTeamRow(db, ownerOf(auth), id);
  if (!row) throw notFound('No encontramos a esa persona en tu equipo.');
  return row;
};

/**
 * Every id must be a company of the caller's partner; another partner's company is as unknown as a made-up id.
 * A fleet follows its riders' errands, not companies: any id is unknown to it.
 */
const assertOwnCompanies = async (db: Db, auth: SignedIn, ids: string[]) => {
  if (ids.length === 0) return;
  const owner = ownerOf(auth);
  const own = new Set(owner.type === 'partner' ? await companyIdsOfPartner(db, owner.id) : []);
  const unknown = ids.filter((id) => !own.has(id));
  if (unknown.length > 0)
    throw badRequest(
      owner.type === 'partner' ? 'Hay comercios que no son de tu operación.' : 'Una flota no sigue comercios.',
      unknown.map((id) => ({ field: 'body.listen_for', message: `Comercio desconocido: ${id}` })),
    );
};

const assertNotSelf = (auth: SignedIn, id: string, message: string) => {
  if (auth.account.id === id) throw conflict('own_account', message);
};

export const listTeam = async (db: Db, auth: SignedIn) => (await listTeamRows(db, ownerOf(auth))).map(toTeamMemberDto);

export const addMember = async (db: Db, auth: SignedIn, body: TeamMemberCreateBody) => {
  if (await emailTaken(db, body.email))
    throw conflict('email_taken', 'Ya existe una cuenta con ese correo.', [
      { field: 'body.email', message: 'Ese correo ya tiene una cuenta' },
    ]);
  await assertOwnCompanies(db, auth, body.listen_for);
  const password = generateFirstPassword();
  const owner = ownerOf(auth);
  const account = await insertMemberRow(db, {
    email: body.email,
    name: body.name,
    passwordHash: await hashPassword(password),
    type: owner.type,
    ...(owner.type === 'partner' ? { partnerId: owner.id } : { providerId: owner.id }),
    role: body.role,
    listenFor: body.listen_for,
  });
  return { member: toTeamMemberDto({ account, lastSeenAt: null }), password };
};

/**
 * A change of role or listen_for reaches the person's open sockets at once: they leave the rooms they may no
 * longer hear and join the new ones, on every process, without reconnecting.
 */
export const updateMember = async (
  deps: { db: Db; live: LiveEvents },
  auth: SignedIn,
  id: string,
  body: TeamMemberUpdateBody,
) => {
  const { db, live } = deps;
  const current = await memberOr404(db, auth, id);
  if (body.role && body.role !== current.account.role)
    assertNotSelf(auth, id, 'No puedes cambiar tu propio rol; pídeselo a otra persona administradora.');
  if (body.listen_for) await assertOwnCompanies(db, auth, body.listen_for);
  const before = await roomsFor(db, current);
  const account = await updateMemberRow(db, id, { role: body.role, listenFor: body.listen_for });
  const after = await roomsFor(db, { account });
  live.moveAccount(
    id,
    after.filter((room) => !before.includes(room)),
    before.filter((room) => !after.includes(room)),
  );
  return { member: toTeamMemberDto({ account, lastSeenAt: current.lastSeenAt }), account };
};

/** Removes the sign-in; its sessions and live sockets end at once (order history keeps the name it acted under). */
export const removeMember = async (deps: SessionDeps, auth: SignedIn, id: string) => {
  await memberOr404(deps.db, auth, id);
  assertNotSelf(auth, id, 'No puedes quitarte el acceso a ti misma; pídeselo a otra persona administradora.');
  await endSessionsOf(deps, id);
  await deleteMemberRow(deps.db, id);
};
