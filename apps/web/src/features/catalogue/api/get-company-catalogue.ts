import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { CompanyCatalogue } from '../lib/catalogue-cache.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const getCompanyCatalogue = (companyId: string, signal?: AbortSignal) =>
  apiRequest<CompanyCatalogue>('/products/company/all', { query: { company: companyId }, signal });

export const companyCatalogueQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: catalogueKeys.products(companyId),
    queryFn: ({ signal }) => getCompanyCatalogue(companyId, signal),
  });

export const useCompanyCatalogue = (companyId: string) => useQuery(companyCatalogueQueryOptions(companyId));
