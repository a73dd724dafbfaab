import type { Company } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyKeys } from './company-keys.ts';

export const getCompaniesByIds = (ids: string[]) =>
  apiRequest<Company[]>('/companies/id-in', { method: 'POST', body: { ids } });

export const companiesByIdsQueryOptions = (ids: string[]) =>
  queryOptions({ queryKey: companyKeys.byIds(ids), queryFn: () => getCompaniesByIds(ids) });

export const useCompaniesByIds = (ids: string[]) =>
  useQuery({ ...companiesByIdsQueryOptions(ids), enabled: ids.length > 0 });
