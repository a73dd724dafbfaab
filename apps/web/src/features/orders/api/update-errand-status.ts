import type { ErrandStatus } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderManagerHeader } from '../../../lib/api-client.ts';
import { applyErrandUpdate } from './live-cache.ts';

type ErrandStatusChange = { id: string; status: ErrandStatus; manager: string; rider?: string };

/** `rider` only when assigning: the rider who takes the errand. */
export const updateErrandStatus = ({ id, status, manager, rider }: ErrandStatusChange) =>
  api.PUT('/api/errands/status', {
    params: { query: { ID: id, status, rider } },
    headers: orderManagerHeader(manager),
  });

export const useUpdateErrandStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateErrandStatus, onSuccess: (errand) => applyErrandUpdate(queryClient, errand) });
};
