import type { CompanyUpdateBody } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { companyKeys } from './company-keys.ts';

export const updateCompany = (id: string, body: CompanyUpdateBody) =>
  api.PUT('/api/companies', { params: { query: { ID: id } }, body });

export const useUpdateCompany = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyUpdateBody) => updateCompany(id, body),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(id), company);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
    },
  });
};
