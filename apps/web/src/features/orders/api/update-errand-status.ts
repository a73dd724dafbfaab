import type { Errand, ErrandStatus } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, orderManagerHeader } from '../../../lib/api-client.ts';
import { applyErrandUpdate } from './live-cache.ts';

export const updateErrandStatus = ({ id, status, manager }: { id: string; status: ErrandStatus; manager: string }) =>
  apiRequest<Errand>('/errands/status', {
    method: 'PUT',
    query: { ID: id, status },
    headers: orderManagerHeader(manager),
  });

export const useUpdateErrandStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateErrandStatus, onSuccess: (errand) => applyErrandUpdate(queryClient, errand) });
};
