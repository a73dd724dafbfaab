import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPartnerErrands } from './get-partner-errands.ts';

/**
 * A company reads its own errands through the partner's list: the API limits it to the company's errands.
 * Refreshed every half minute as a safety net; live `update:errand` events refresh it sooner.
 */
export const companyErrandsQueryOptions = (partner: string | null) =>
  queryOptions({
    queryKey: ['errands', 'company', partner],
    queryFn: async () => (await getPartnerErrands(partner ?? '')).items,
    enabled: Boolean(partner),
    refetchInterval: 30_000,
  });

export const useCompanyErrands = (partner: string | null) => useQuery(companyErrandsQueryOptions(partner));
