import type { Page, Rider, RiderDetail } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getAvailableRiders = () => apiRequest<Rider[]>('/riders');

/** Active riders on shift with the errands they carry now: read fresh each time the picker opens. */
export const availableRidersQueryOptions = () =>
  queryOptions({ queryKey: ['riders', 'available'], queryFn: getAvailableRiders, staleTime: 5_000 });

export const useAvailableRiders = (enabled = true) => useQuery({ ...availableRidersQueryOptions(), enabled });

/** Names of every rider the partner sees (also off shift or archived), to name an errand's rider. */
export const useRiderNames = () =>
  useQuery({
    queryKey: ['riders', 'names'],
    queryFn: () =>
      apiRequest<Page<RiderDetail>>('/riders/list', { query: { status: 'all', limit: 100 } }).then(
        (page) => new Map(page.items.map((rider) => [rider.id, rider.name])),
      ),
    staleTime: 60_000,
  });
