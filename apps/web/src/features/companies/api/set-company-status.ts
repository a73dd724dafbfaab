import type { CompanyStatus } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { companyKeys } from './company-keys.ts';

export const setCompanyStatus = (id: string, status: CompanyStatus) =>
  api.PUT('/api/companies/status', { params: { query: { ID: id, status } } });

export const useSetCompanyStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: CompanyStatus }) => setCompanyStatus(id, status),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
    },
  });
};
