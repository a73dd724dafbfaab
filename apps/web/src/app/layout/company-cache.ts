import type { Company } from '@backoffice/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { companyKeys } from '../../features/companies/api/company-keys.ts';
import { isOlderCompany } from '../../hooks/use-own-company-record.ts';

/**
 * Puts a fresher company into the companies feature's cache: its detail directly, the lists by refetching. A read
 * of the detail still in flight was answered before this change, so it is cancelled: landing after it, it would
 * put the older state back (a pause set while the screen loads would show as open).
 */
export const useCompanyCacheUpdate = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (company: Company) => {
      void queryClient.cancelQueries({ queryKey: companyKeys.detail(company.id), exact: true });
      queryClient.setQueryData<Company>(companyKeys.detail(company.id), (current) =>
        isOlderCompany(company, current) ? current : company,
      );
      void queryClient.invalidateQueries({
        queryKey: companyKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail' && query.queryKey[1] !== 'stats',
      });
    },
    [queryClient],
  );
};
