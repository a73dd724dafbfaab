import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const getAvailableRiders = () => api.GET('/api/riders');

/** Active riders on shift with the errands they carry now: read fresh each time the picker opens. */
export const availableRidersQueryOptions = () =>
  queryOptions({ queryKey: ['riders', 'available'], queryFn: getAvailableRiders, staleTime: 5_000 });

export const useAvailableRiders = (enabled = true) => useQuery({ ...availableRidersQueryOptions(), enabled });

/** Names of every rider the partner sees (also off shift or archived), to name an errand's rider. */
export const useRiderNames = () =>
  useQuery({
    queryKey: ['riders', 'names'],
    queryFn: () =>
      api
        .GET('/api/riders/list', { params: { query: { status: 'all', limit: 100 } } })
        .then((page) => new Map(page.items.map((rider) => [rider.id, rider.name]))),
    staleTime: 60_000,
  });
