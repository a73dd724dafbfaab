import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The partner's own riders (a fleet's riders never belong to a base), for the base form. */
export const useOwnRiderOptions = () => {
  const query = useQuery({
    queryKey: ['riders', 'own-options'],
    queryFn: () => api.GET('/api/riders/list', { params: { query: { owner: 'own', status: 'all', limit: 100 } } }),
    staleTime: 30_000,
  });
  return {
    options: (query.data?.items ?? []).map((rider) => ({ value: rider.id, label: rider.name })),
    loading: query.isPending,
  };
};
