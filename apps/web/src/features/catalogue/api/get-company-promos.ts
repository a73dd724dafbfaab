import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const getCompanyPromos = (companyId: string, signal?: AbortSignal) =>
  api.GET('/api/promos/company', { params: { query: { company: companyId } }, signal });

export const companyPromosQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: catalogueKeys.promos(companyId),
    queryFn: ({ signal }) => getCompanyPromos(companyId, signal),
  });

export const useCompanyPromos = (companyId: string) => useQuery(companyPromosQueryOptions(companyId));
