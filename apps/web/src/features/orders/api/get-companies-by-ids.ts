import type { Company } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getCompaniesByIds = (ids: string[]) =>
  apiRequest<Company[]>('/companies/id-in', { method: 'POST', body: { ids } });

export const companiesByIdsQueryOptions = (ids: string[]) =>
  queryOptions({ queryKey: ['companies', 'ids', [...ids].sort()], queryFn: () => getCompaniesByIds(ids) });

/** Names of the partner's companies, for the company filter and the cards. */
export const useCompaniesByIds = (ids: string[]) =>
  useQuery({ ...companiesByIdsQueryOptions(ids), enabled: ids.length > 0 });
