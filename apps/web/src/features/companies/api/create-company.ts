import type { Company, CompanyCreateBody } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyKeys } from './company-keys.ts';

export type CompanyCreateInput = Omit<CompanyCreateBody, 'status'> & { status?: CompanyCreateBody['status'] };

export const createCompany = (body: CompanyCreateInput) => apiRequest<Company>('/companies', { method: 'POST', body });

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
