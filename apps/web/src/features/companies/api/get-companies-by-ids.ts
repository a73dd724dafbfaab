import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { companyKeys } from './company-keys.ts';

export const getCompaniesByIds = (ids: string[]) => api.POST('/api/companies/id-in', { body: { ids } });

export const companiesByIdsQueryOptions = (ids: string[]) =>
  queryOptions({ queryKey: companyKeys.byIds(ids), queryFn: () => getCompaniesByIds(ids) });

export const useCompaniesByIds = (ids: string[]) =>
  useQuery({ ...companiesByIdsQueryOptions(ids), enabled: ids.length > 0 });
