import type { WhatsappCompanySetting } from '@backoffice/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const key = ['whatsapp', 'companies'] as const;

export const getCompanySettings = () => apiRequest<WhatsappCompanySetting[]>('/whatsapp/companies');
export const companySettingsQuery = () => queryOptions({ queryKey: key, queryFn: getCompanySettings });
export const useCompanySettings = () => useQuery(companySettingsQuery());

export const setCompanyEnabled = (company: string, enabled: boolean) =>
  apiRequest<WhatsappCompanySetting[]>('/whatsapp/companies', {
    method: 'PUT',
    query: { ID: company },
    body: { enabled },
  });

export const useSetCompanyEnabled = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ company, enabled }: { company: string; enabled: boolean }) => setCompanyEnabled(company, enabled),
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
};
