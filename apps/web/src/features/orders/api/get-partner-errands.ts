import type { Errand, Page } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getPartnerErrands = (partner: string, limit = 100, offset = 0) =>
  apiRequest<Page<Errand>>('/errands/partner', { query: { partner, limit, offset } });

export const partnerErrandsQueryOptions = (partner: string) =>
  queryOptions({ queryKey: ['errands', 'partner', partner], queryFn: () => getPartnerErrands(partner) });

export const usePartnerErrands = (partner: string) => useQuery(partnerErrandsQueryOptions(partner));
