import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { catalogueKeys } from './catalogue-keys.ts';

/** The company's name and currency, for the header of a partner's catalogue screens. */
export const getCompanyProfile = (companyId: string, signal?: AbortSignal) =>
  api.GET('/api/companies/company', { params: { query: { id: companyId } }, signal });

export const companyProfileQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: catalogueKeys.profile(companyId),
    queryFn: ({ signal }) => getCompanyProfile(companyId, signal),
    staleTime: 5 * 60_000,
  });

export const useCompanyProfile = (companyId: string, enabled = true) =>
  useQuery({ ...companyProfileQueryOptions(companyId), enabled });
