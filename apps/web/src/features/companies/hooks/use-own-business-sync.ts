import type { Company } from '@backoffice/shared';
import { useEffect } from 'react';
import { useAuth } from '../../auth/auth-context.tsx';

/**
 * A company account's header badge and stored login record read `business.data`; whenever this
 * screen learns a newer state of the signed-in company (open switch, pause, name), it is copied there.
 */
export const useOwnBusinessSync = (company: Company | undefined) => {
  const { business, updateBusiness } = useAuth();
  useEffect(() => {
    if (!company || business?.type !== 'company' || business.id !== company.id) return;
    const data = business.data as Partial<Company>;
    if (data.open === company.open && data.name === company.name && data.pausedUntil === company.pausedUntil) return;
    updateBusiness({ ...business, data: company });
  }, [company, business, updateBusiness]);
};
