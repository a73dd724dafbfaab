import type { Page, RiderDetail } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The partner's own riders (a fleet's riders never belong to a base), for the base form. */
export const useOwnRiderOptions = () => {
  const query = useQuery({
    queryKey: ['riders', 'own-options'],
    queryFn: () =>
      apiRequest<Page<RiderDetail>>('/riders/list', { query: { owner: 'own', status: 'all', limit: 100 } }),
    staleTime: 30_000,
  });
  return {
    options: (query.data?.items ?? []).map((rider) => ({ value: rider.id, label: rider.name })),
    loading: query.isPending,
  };
};
