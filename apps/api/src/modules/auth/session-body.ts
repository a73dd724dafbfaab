import type { AuthSession } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, deliveriesProviders, partners } from '../../db/schema/index.ts';
import { toCompanyDto } from '../../shared/company-dto.ts';
import { companyIdsOfPartner } from './access.ts';
import type { AccountRow } from './auth.types.ts';

/** The body of login and /auth/me: the account, its type and its business (contract section 3). */
export const buildSessionBody = async (db: Db, account: AccountRow): Promise<AuthSession> => {
  const accountBody = { id: account.id, email: account.email, name: account.name };
  if (account.type === 'company') {
    const [company] = await db.select().from(companies).where(eq(companies.id, account.companyId!));
    return {
      type: 'company',
      account: accountBody,
      business: { id: company.id, type: 'company', data: toCompanyDto(company) },
    };
  }
  if (account.type === 'partner') {
    const [partner] = await db.select().from(partners).where(eq(partners.id, account.partnerId!));
    const role = account.role ?? 'member';
    const listenFor = role === 'admin' ? await companyIdsOfPartner(db, partner.id) : account.listenFor;
    return {
      type: 'partner',
      account: accountBody,
      business: {
        id: partner.id,
        type: 'partner',
        name: partner.name,
        city: partner.city,
        state: partner.state,
        role,
        listen_for: listenFor,
      },
    };
  }
  const [provider] = await db.select().from(deliveriesProviders).where(eq(deliveriesProviders.id, account.providerId!));
  return {
    type: 'deliveries-provider',
    account: accountBody,
    business: {
      id: provider.id,
      type: 'deliveries-provider',
      name: provider.name,
      city: provider.city,
      state: provider.state,
      role: account.role ?? 'member',
    },
  };
};
