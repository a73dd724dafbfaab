import type { CompanyStats } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyKeys } from './company-keys.ts';

export const getCompanyStats = (company: string) =>
  apiRequest<CompanyStats>('/companies/stats', { query: { company } });

export const companyStatsQueryOptions = (company: string) =>
  queryOptions({
    queryKey: companyKeys.stats(company),
    queryFn: () => getCompanyStats(company),
    refetchInterval: 60_000,
  });

export const useCompanyStats = (company: string) => useQuery(companyStatsQueryOptions(company));
