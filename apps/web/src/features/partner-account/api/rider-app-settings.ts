import type { RiderAppSettings } from '@backoffice/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const key = ['riders', 'app-settings'] as const;

/** The partner's rules for its riders' app: seconds to accept, proof of delivery, auto-assign (decision 055). */
export const useRiderAppSettings = () =>
  useQuery({ queryKey: key, queryFn: () => api.GET('/api/riders/app-settings') });

export const useSaveRiderAppSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RiderAppSettings) => api.PUT('/api/riders/app-settings', { body }),
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
};
