import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const whatsappSessionKey = ['whatsapp', 'session'] as const;

export const getWhatsappSession = () => api.GET('/api/whatsapp/session');
export const whatsappSessionQuery = () => queryOptions({ queryKey: whatsappSessionKey, queryFn: getWhatsappSession });
export const useWhatsappSessionQuery = (enabled: boolean) => useQuery({ ...whatsappSessionQuery(), enabled });

export type SessionAction = 'link' | 'unlink' | 'relink';
export const runSessionAction = (action: SessionAction) => api.POST(`/api/whatsapp/session/${action}`);

export const useSessionAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSessionAction,
    onSuccess: (session) => queryClient.setQueryData(whatsappSessionKey, session),
  });
};
