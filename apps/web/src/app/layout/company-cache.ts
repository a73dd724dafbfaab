import type { Company } from '@backoffice/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { companyKeys } from '../../features/companies/api/company-keys.ts';
import { isOlderCompany } from '../../hooks/use-own-company-record.ts';

/** Puts a fresher company into the companies feature's cache: its detail directly, the lists by refetching. */
export const useCompanyCacheUpdate = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (company: Company) => {
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
