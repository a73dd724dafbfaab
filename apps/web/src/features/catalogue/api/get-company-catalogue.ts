import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const getCompanyCatalogue = (companyId: string, signal?: AbortSignal) =>
  api.GET('/api/products/company/all', { params: { query: { company: companyId } }, signal });

export const companyCatalogueQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: catalogueKeys.products(companyId),
    queryFn: ({ signal }) => getCompanyCatalogue(companyId, signal),
  });

export const useCompanyCatalogue = (companyId: string) => useQuery(companyCatalogueQueryOptions(companyId));
