import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { AppError, notAuthenticated } from '../../errors.ts';
import {
  accessibleCompanies,
  accessibleCompanyIds,
  type CompanyReach,
  companyIdsOfPartner,
  reachWhere,
} from '../auth/access.ts';
import { hashToken } from '../auth/auth.service.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { findActiveKeyByHash } from './channel-keys.queries.ts';

/**
 * Who places an order or an errand: a signed-in company or partner account, or a customer app
 * holding a channel key of a partner (`Authorization: Bearer <key>`), which reaches only that partner's companies.
 * The partner's own storefront is a channel without a stored key (`keyId` null, modules/storefront).
 */
export type Caller =
  | { kind: 'account'; auth: SignedIn; name: string; idempotencyScope: string }
  | {
      kind: 'channel';
      partnerId: string;
      keyId: string | null;
      name: string;
      idempotencyScope: string;
      /** What its orders record as their channel; `channel:{name}` when absent. */
      channel?: string;
    };

/** The channel an order or errand of this caller records. */
export const channelOf = (caller: Caller) =>
  caller.kind === 'channel' ? (caller.channel ?? `channel:${caller.name}`) : caller.auth.account.type;

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : '';
};

export const invalidApiKey = () =>
  new AppError(401, 'invalid_api_key', 'La clave de canal no es válida o fue revocada.');

/**
 * A channel key not looked up yet. The intake looks it up inside its one read (modules/orders/intake-reads.ts):
 * on the embedded database every statement is a turn on its only connection.
 */
export type UnresolvedChannel = { kind: 'channel-key'; keyHash: string };

export const channelCaller = (key: { id: string; partnerId: string; name: string }): Caller => ({
  kind: 'channel',
  partnerId: key.partnerId,
  keyId: key.id,
  name: key.name,
  idempotencyScope: `channel:${key.id}`,
});

/** The session wins when both are present; without either it is 401, and 403 for a session of another kind. */
export const callerWithKeyUnresolved = (request: FastifyRequest): Caller | UnresolvedChannel => {
  const { auth } = request;
  if (auth && (auth.account.type === 'company' || auth.account.type === 'partner')) {
    return { kind: 'account', auth, name: auth.account.name, idempotencyScope: `account:${auth.account.id}` };
  }
  const token = bearerToken(request);
  if (token === undefined) {
    if (auth) throw new AppError(403, 'forbidden', 'Tu tipo de cuenta no puede hacer esto.');
    throw notAuthenticated();
  }
  if (!token) throw invalidApiKey();
  return { kind: 'channel-key', keyHash: hashToken(token) };
};

/** As callerWithKeyUnresolved, with the key looked up: a wrong or revoked key is 401. */
export const resolveCaller = async (db: Db, request: FastifyRequest): Promise<Caller> => {
  const caller = callerWithKeyUnresolved(request);
  if (caller.kind !== 'channel-key') return caller;
  return channelCaller(await activeKeyOf(db, caller.keyHash));
};

const activeKeyOf = async (db: Db, keyHash: string) => {
  const key = await findActiveKeyByHash(db, keyHash);
  if (!key) throw invalidApiKey();
  return key;
};

/** For the routes only customer apps call: a valid channel key (its id and partner), whatever session comes along. */
export const requireChannelKey = async (
  db: Db,
  request: FastifyRequest,
): Promise<{ id: string; partnerId: string }> => {
  const token = bearerToken(request);
  if (token === undefined)
    throw new AppError(401, 'invalid_api_key', 'Falta la clave de canal (Authorization: Bearer …).');
  if (!token) throw invalidApiKey();
  return activeKeyOf(db, hashToken(token));
};

/** The partner of a valid channel key (requireChannelKey). */
export const requireChannelPartner = async (db: Db, request: FastifyRequest) =>
  (await requireChannelKey(db, request)).partnerId;

export const callerCompanyIds = (db: Db, caller: Caller) =>
  caller.kind === 'account' ? accessibleCompanyIds(db, caller.auth) : companyIdsOfPartner(db, caller.partnerId);

/** Which companies the caller may reach, as a condition on `companies`; undefined when none. */
/** The companies a caller may reach: a channel key its partner's, an account what its access gives (auth/access.ts). */
export const callerCompanyReach = (caller: Caller): CompanyReach | undefined =>
  caller.kind === 'channel' ? { partnerId: caller.partnerId, companyIds: null } : accessibleCompanies(caller.auth);

export const callerReach = (caller: Caller) => {
  const reach = callerCompanyReach(caller);
  return reach && reachWhere(reach);
};

/** The company with that id if the caller may reach it, in one query; undefined otherwise. */
export const findCallerCompany = async (db: Db, caller: Caller, companyId: string) => {
  const reach = callerReach(caller);
  if (!reach) return undefined;
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), reach));
  return row;
};
