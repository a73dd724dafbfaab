import type { WhatsappSession } from '@backoffice/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const whatsappSessionKey = ['whatsapp', 'session'] as const;

export const getWhatsappSession = () => apiRequest<WhatsappSession>('/whatsapp/session');
export const whatsappSessionQuery = () => queryOptions({ queryKey: whatsappSessionKey, queryFn: getWhatsappSession });
export const useWhatsappSessionQuery = (enabled: boolean) => useQuery({ ...whatsappSessionQuery(), enabled });

export type SessionAction = 'link' | 'unlink' | 'relink';
export const runSessionAction = (action: SessionAction) =>
  apiRequest<WhatsappSession>(`/whatsapp/session/${action}`, { method: 'POST' });

export const useSessionAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSessionAction,
    onSuccess: (session) => queryClient.setQueryData(whatsappSessionKey, session),
  });
};
