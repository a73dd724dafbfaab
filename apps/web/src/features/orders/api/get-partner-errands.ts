import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const getPartnerErrands = (partner: string, limit = 100, offset = 0) =>
  api.GET('/api/errands/partner', { params: { query: { partner, limit, offset } } });

export const partnerErrandsQueryOptions = (partner: string) =>
  queryOptions({ queryKey: ['errands', 'partner', partner], queryFn: () => getPartnerErrands(partner) });

export const usePartnerErrands = (partner: string) => useQuery(partnerErrandsQueryOptions(partner));
