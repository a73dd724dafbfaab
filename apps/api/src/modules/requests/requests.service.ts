import type { JoinRequestBody, JoinRequestStatus } from '@backoffice/shared';
import { joinRequestBodySchema, toMexicanMobile } from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import { riders } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { generateFirstPassword } from '../auth/first-password.ts';
import { createCompany } from '../companies/companies.service.ts';
import { findPartner } from '../partners/partners.queries.ts';
import { toJoinRequestDto } from './request.dto.ts';
import {
  countRecentFrom,
  decidePending,
  findJoinRequest,
  insertJoinRequest,
  type JoinRequestRow,
  pageJoinRequests,
  partnerExists,
  setJoinRequestResult,
} from './requests.queries.ts';

/** Requests the public form accepts from one client address per hour (decision 012). */
export const REQUESTS_PER_ADDRESS_PER_HOUR = 5;

/**
 * Stores a request from the public form. A filled honeypot gets the same answer as a person, so a bot learns
 * nothing, but nothing is stored. Undefined when nothing was stored.
 */
export const receiveJoinRequest = async (db: Db, input: JoinRequestBody, ip: string) => {
  const body = joinRequestBodySchema.parse(input);
  if (body.website) return undefined;
  const since = new Date(Date.now() - 3_600_000);
  if ((await countRecentFrom(db, ip, since)) >= REQUESTS_PER_ADDRESS_PER_HOUR)
    throw new AppError(
      429,
      'too_many_requests',
      'Ya recibimos varias solicitudes desde esta conexión. Inténtalo de nuevo en una hora.',
    );
  if (!(await partnerExists(db, body.partner)))
    throw badRequest('Elige una ciudad de la lista.', [{ field: 'body.partner', message: 'Ciudad desconocida' }]);
  const { partner, website: _honeypot, ...fields } = body;
  return insertJoinRequest(db, { ...fields, partnerId: partner, ip });
};

const partnerOf = (auth: SignedIn) => auth.account.partnerId!;

export const listJoinRequests = async (
  db: Db,
  auth: SignedIn,
  query: { status?: JoinRequestStatus; limit: number; offset: number },
) => {
  const page = await pageJoinRequests(db, partnerOf(auth), query);
  return { items: page.items.map(toJoinRequestDto), total: page.total, limit: query.limit, offset: query.offset };
};

/** Another partner's request is as unknown as a made-up id (404); a decided one cannot be decided again (409). */
const pendingOr404 = async (db: Db, auth: SignedIn, id: string) => {
  const row = await findJoinRequest(db, partnerOf(auth), id);
  if (!row) throw notFound('No encontramos esa solicitud.');
  if (row.status !== 'pending') throw alreadyDecided();
  return row;
};
const alreadyDecided = () => conflict('already_decided', 'Esta solicitud ya fue atendida.');

const decision = (auth: SignedIn) => ({ decidedById: auth.account.id, decidedByName: auth.account.name });

const createFrom = async (tx: Db, auth: SignedIn, request: JoinRequestRow, email: string) => {
  const partner = await findPartner(tx, partnerOf(auth));
  if (request.kind === 'rider') {
    const [rider] = await tx
      .insert(riders)
      .values({ partnerId: partner.id, name: request.name, phone: toMexicanMobile(request.phone) ?? request.phone })
      .returning();
    return { riderId: rider.id, login: null };
  }
  const password = generateFirstPassword();
  const company = await createCompany(tx, auth, {
    name: request.name,
    city: partner.city,
    state: partner.state,
    phone: request.phone,
    address: request.address,
    status: 'active',
    account: { email, name: request.contact, password },
  });
  return { companyId: company.id, partnerId: company.partnerId, login: { email, password } };
};

/**
 * Approves a pending request in one transaction: marks it decided (only if still pending, so two admins
 * approving at once create one company) and creates the company with its first sign-in, or the rider.
 */
export const approveJoinRequest = async (db: Db, auth: SignedIn, id: string, body: { email?: string }) => {
  const current = await pendingOr404(db, auth, id);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const decided = await decidePending(tx, id, { status: 'approved', ...decision(auth) });
    if (!decided) throw alreadyDecided();
    const created = await createFrom(tx, auth, current, body.email ?? current.email);
    const row = await setJoinRequestResult(tx, id, {
      companyId: 'companyId' in created ? created.companyId : undefined,
      riderId: 'riderId' in created ? created.riderId : undefined,
    });
    return { row, login: created.login, companyId: 'companyId' in created ? created.companyId : undefined };
  });
};

export const rejectJoinRequest = async (db: Db, auth: SignedIn, id: string, reason: string) => {
  await pendingOr404(db, auth, id);
  const row = await decidePending(db, id, { status: 'rejected', rejectionReason: reason, ...decision(auth) });
  if (!row) throw alreadyDecided();
  return row;
};
