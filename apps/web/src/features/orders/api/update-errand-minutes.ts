import type { Errand } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { applyErrandUpdate } from './live-cache.ts';

export const updateErrandMinutes = ({ id, minutes }: { id: string; minutes: number }) =>
  apiRequest<Errand>('/errands/minutes', { method: 'PUT', query: { ID: id, minutes } });

export const useUpdateErrandMinutes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateErrandMinutes,
    onSuccess: (errand) => applyErrandUpdate(queryClient, errand),
  });
};
