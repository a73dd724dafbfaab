import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { SignedIn } from './auth.types.ts';

export const companyIdsOfPartner = async (db: Db, partnerId: string) =>
  (await db.select({ id: companies.id }).from(companies).where(eq(companies.partnerId, partnerId))).map(
    (row) => row.id,
  );

/**
 * The condition on `companies` for the companies an account may read and change (contract section 3):
 * a company only itself, a partner the companies in its listen_for (admins: every company of their
 * partner). Undefined when it may reach none.
 */
export const accessibleCompaniesWhere = (auth: Pick<SignedIn, 'account'>): SQL | undefined => {
  const { account } = auth;
  if (account.type === 'company') return account.companyId ? eq(companies.id, account.companyId) : undefined;
  if (account.type !== 'partner' || !account.partnerId) return undefined;
  if (account.role === 'admin') return eq(companies.partnerId, account.partnerId);
  if (account.listenFor.length === 0) return undefined;
  return and(eq(companies.partnerId, account.partnerId), inArray(companies.id, account.listenFor));
};

/**
 * The ids of the companies an account may reach (see accessibleCompaniesWhere).
 * Read fresh on each call so that a change of listen_for takes effect at once.
 */
export const accessibleCompanyIds = async (db: Db, auth: Pick<SignedIn, 'account'>): Promise<string[]> => {
  const { account } = auth;
  if (account.type === 'company') return account.companyId ? [account.companyId] : [];
  const where = accessibleCompaniesWhere(auth);
  if (!where) return [];
  return (await db.select({ id: companies.id }).from(companies).where(where)).map((row) => row.id);
};

/** Throws 404 (never 403, so existence does not leak) unless the account may reach the company. */
export const assertCompanyAccess = async (db: Db, auth: SignedIn, companyId: string) => {
  const ids = await accessibleCompanyIds(db, auth);
  if (!ids.includes(companyId)) throw notFound('No encontramos ese comercio.');
};
