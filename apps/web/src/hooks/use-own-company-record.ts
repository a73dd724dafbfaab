import type { Company } from '@backoffice/shared';
import { useCallback } from 'react';
import { useAuth } from '../lib/auth-context.tsx';

/** A live event may overtake the answer of a later save; never let it roll a newer state back. */
export const isOlderCompany = (company: Company, than: Partial<Company> | undefined) =>
  !!than?.updatedAt && company.updatedAt < than.updatedAt;

/**
 * A company account's header badge and stored login record read `business.data`. The returned function copies
 * a state of the signed-in company there, unless it is another company or older (an equal one keeps the stored
 * object: updateBusiness). The comparison is made against the stored
 * state at that moment, not this render's: a live event and a re-read that land before a render must not let the
 * older one win (a pause that shows as open).
 */
export const useOwnCompanyRecord = () => {
  const { updateBusiness } = useAuth();
  return useCallback(
    (company: Company) =>
      updateBusiness((current) => {
        if (current.type !== 'company' || current.id !== company.id) return current;
        if (current.data === company || isOlderCompany(company, current.data as Partial<Company>)) return current;
        return { ...current, data: company };
      }),
    [updateBusiness],
  );
};
