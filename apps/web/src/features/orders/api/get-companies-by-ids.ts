import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const getCompaniesByIds = (ids: string[]) => api.POST('/api/companies/id-in', { body: { ids } });

export const companiesByIdsQueryOptions = (ids: string[]) =>
  queryOptions({ queryKey: ['companies', 'ids', [...ids].sort()], queryFn: () => getCompaniesByIds(ids) });

/** Names of the partner's companies, for the company filter and the cards. */
export const useCompaniesByIds = (ids: string[]) =>
  useQuery({ ...companiesByIdsQueryOptions(ids), enabled: ids.length > 0 });
