import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { accessibleCompanyIds } from '../auth/access.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import type { ErrandRow } from './errand.dto.ts';

/**
 * Which errands an account reaches: those of its partner, limited to its accessible companies;
 * an admin partner also reaches the partner's errands that belong to no company.
 */
export type ErrandScope = { partnerId: string; companyIds: string[]; withoutCompany: boolean };

export const errandScopeOf = async (db: Db, auth: SignedIn): Promise<ErrandScope | null> => {
  const { account } = auth;
  if (account.type === 'partner' && account.partnerId) {
    return {
      partnerId: account.partnerId,
      companyIds: await accessibleCompanyIds(db, auth),
      withoutCompany: account.role === 'admin',
    };
  }
  if (account.type === 'company' && account.companyId) {
    const [company] = await db
      .select({ partnerId: companies.partnerId })
      .from(companies)
      .where(eq(companies.id, account.companyId));
    return company ? { partnerId: company.partnerId, companyIds: [account.companyId], withoutCompany: false } : null;
  }
  return null;
};

export const canSeeErrand = (scope: ErrandScope | null, errand: ErrandRow) =>
  !!scope &&
  errand.partnerId === scope.partnerId &&
  (errand.companyId ? scope.companyIds.includes(errand.companyId) : scope.withoutCompany);

export const assertErrandVisible = (scope: ErrandScope | null, errand: ErrandRow | undefined) => {
  if (!errand || !canSeeErrand(scope, errand)) throw notFound('No encontramos ese mandado.');
  return errand;
};
