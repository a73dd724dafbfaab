import type { Promo } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const getCompanyPromos = (companyId: string, signal?: AbortSignal) =>
  apiRequest<Promo[]>('/promos/company', { query: { company: companyId }, signal });

export const companyPromosQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: catalogueKeys.promos(companyId),
    queryFn: ({ signal }) => getCompanyPromos(companyId, signal),
  });

export const useCompanyPromos = (companyId: string) => useQuery(companyPromosQueryOptions(companyId));
