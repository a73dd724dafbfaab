import type { Company } from '@backoffice/shared';
import { useCallback } from 'react';
import { useAuth } from '../lib/auth-context.tsx';

/** A live event may overtake the answer of a later save; never let it roll a newer state back. */
export const isOlderCompany = (company: Company, than: Partial<Company> | undefined) =>
  !!than?.updatedAt && company.updatedAt < than.updatedAt;

/**
 * A company account's header badge and stored login record read `business.data`. The returned function copies
 * a state of the signed-in company there, unless it is another company, older, or the very object already stored.
 */
export const useOwnCompanyRecord = () => {
  const { business, updateBusiness } = useAuth();
  return useCallback(
    (company: Company) => {
      if (business?.type !== 'company' || business.id !== company.id) return;
      if (business.data === company || isOlderCompany(company, business.data as Partial<Company>)) return;
      updateBusiness({ ...business, data: company });
    },
    [business, updateBusiness],
  );
};
