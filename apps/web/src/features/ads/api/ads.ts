import type { AdCampaignBody } from '@backoffice/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const adsKeys = {
  all: ['ads'] as const,
  prices: ['ads', 'prices'] as const,
  campaigns: (company: string, offset: number) => ['ads', 'campaigns', company, offset] as const,
  stats: (id: string) => ['ads', 'stats', id] as const,
};

export const CAMPAIGNS_PAGE_SIZE = 20;

/** The partner's price list (cents per day of each placement); null until the partner publishes it. */
export const useAdPrices = () =>
  useQuery({
    queryKey: adsKeys.prices,
    queryFn: ({ signal }) => api.GET('/api/ads/prices', { signal }),
  });

export const useCompanyCampaigns = (company: string, offset: number) =>
  useQuery({
    queryKey: adsKeys.campaigns(company, offset),
    queryFn: ({ signal }) =>
      api.GET('/api/ads/campaigns', { params: { query: { company, limit: CAMPAIGNS_PAGE_SIZE, offset } }, signal }),
    enabled: !!company,
    placeholderData: keepPreviousData,
  });

export const useCampaignStats = (id: string | null) =>
  useQuery({
    queryKey: adsKeys.stats(id ?? ''),
    queryFn: ({ signal }) => api.GET('/api/ads/stats', { params: { query: { id: id! } }, signal }),
    enabled: !!id,
  });

export const useRequestCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdCampaignBody) => api.POST('/api/ads/campaigns', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKeys.all }),
  });
};
