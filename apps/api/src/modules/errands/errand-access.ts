import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, riders } from '../../db/schema/index.ts';
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

/** The fleet of the rider carrying an errand, or null for a partner's own rider or no rider. */
export const fleetOfRider = async (db: Db, riderId: string | null) => {
  if (!riderId) return null;
  const [row] = await db.select({ providerId: riders.providerId }).from(riders).where(eq(riders.id, riderId));
  return row?.providerId ?? null;
};

/** A fleet reaches an errand only while one of its riders carries it. */
export const assertFleetErrand = async (db: Db, providerId: string, errand: ErrandRow | undefined) => {
  if (!errand || (await fleetOfRider(db, errand.riderId)) !== providerId) throw notFound('No encontramos ese mandado.');
  return errand;
};

/** What a fleet may do with its riders' errands: pick up (on the way) and deliver. */
export const fleetErrandMoves = ['on_the_way', 'delivered'] as const;
