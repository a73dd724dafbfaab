import type { RiderAppSettings } from '@backoffice/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const key = ['riders', 'app-settings'] as const;

/** The partner's rules for its riders' app: seconds to accept, proof of delivery, auto-assign (decision 055). */
export const useRiderAppSettings = () =>
  useQuery({ queryKey: key, queryFn: () => apiRequest<Required<RiderAppSettings>>('/riders/app-settings') });

export const useSaveRiderAppSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RiderAppSettings) =>
      apiRequest<Required<RiderAppSettings>>('/riders/app-settings', { method: 'PUT', body }),
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
};
