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
 * The companies an account may read and change (contract section 3), as values: a company only itself, a partner
 * the companies in its listen_for (admins: every company of their partner). Undefined when it may reach none.
 * Values rather than a condition, so a prepared statement can take them as parameters.
 */
export type CompanyReach = { partnerId: string | null; companyIds: string[] | null };

export const accessibleCompanies = (auth: Pick<SignedIn, 'account'>): CompanyReach | undefined => {
  const { account } = auth;
  if (account.type === 'company')
    return account.companyId ? { partnerId: null, companyIds: [account.companyId] } : undefined;
  if (account.type !== 'partner' || !account.partnerId) return undefined;
  if (account.role === 'admin') return { partnerId: account.partnerId, companyIds: null };
  if (account.listenFor.length === 0) return undefined;
  return { partnerId: account.partnerId, companyIds: account.listenFor };
};

/** The condition on `companies` of a reach. */
export const reachWhere = (reach: CompanyReach): SQL | undefined =>
  and(
    reach.partnerId === null ? undefined : eq(companies.partnerId, reach.partnerId),
    reach.companyIds === null ? undefined : inArray(companies.id, reach.companyIds),
  );

/** The condition on `companies` for the companies an account may reach; undefined when it may reach none. */
export const accessibleCompaniesWhere = (auth: Pick<SignedIn, 'account'>): SQL | undefined => {
  const reach = accessibleCompanies(auth);
  return reach && reachWhere(reach);
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
