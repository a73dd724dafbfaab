import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const key = ['whatsapp', 'companies'] as const;

export const getCompanySettings = () => api.GET('/api/whatsapp/companies');
export const companySettingsQuery = () => queryOptions({ queryKey: key, queryFn: getCompanySettings });
export const useCompanySettings = () => useQuery(companySettingsQuery());

export const setCompanyEnabled = (company: string, enabled: boolean) =>
  api.PUT('/api/whatsapp/companies', { params: { query: { ID: company } }, body: { enabled } });

export const useSetCompanyEnabled = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ company, enabled }: { company: string; enabled: boolean }) => setCompanyEnabled(company, enabled),
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
};
