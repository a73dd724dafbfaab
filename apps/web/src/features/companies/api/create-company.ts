import type { CompanyCreateBody } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { companyKeys } from './company-keys.ts';

export type CompanyCreateInput = Omit<CompanyCreateBody, 'status'> & { status?: CompanyCreateBody['status'] };

export const createCompany = (body: CompanyCreateInput) => api.POST('/api/companies', { body });

export const useCreateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
    },
  });
};
