import type { Errand } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPartnerErrands } from './get-partner-errands.ts';

/**
 * A company reads its own errands through the partner's list: the API limits it to the company's errands.
 * Refreshed every half minute so the status of an asked-for rider moves without a reload.
 */
export const companyErrandsQueryOptions = (partner: string | null) =>
  queryOptions({
    queryKey: ['errands', 'company', partner],
    queryFn: async () => (await getPartnerErrands(partner ?? '')).items,
    enabled: Boolean(partner),
    refetchInterval: 30_000,
  });

export const useCompanyErrands = (partner: string | null) => useQuery(companyErrandsQueryOptions(partner));
