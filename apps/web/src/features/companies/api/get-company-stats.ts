import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { companyKeys } from './company-keys.ts';

export const getCompanyStats = (company: string) => api.GET('/api/companies/stats', { params: { query: { company } } });

export const companyStatsQueryOptions = (company: string) =>
  queryOptions({
    queryKey: companyKeys.stats(company),
    queryFn: () => getCompanyStats(company),
    refetchInterval: 60_000,
  });

export const useCompanyStats = (company: string) => useQuery(companyStatsQueryOptions(company));
