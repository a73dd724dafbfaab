import type { AdCampaign, AdCampaignBody, AdDayStats, AdPrices, Page } from '@backoffice/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

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
    queryFn: ({ signal }) => apiRequest<{ prices: AdPrices | null }>('/ads/prices', { signal }),
  });

export const useCompanyCampaigns = (company: string, offset: number) =>
  useQuery({
    queryKey: adsKeys.campaigns(company, offset),
    queryFn: ({ signal }) =>
      apiRequest<Page<AdCampaign>>('/ads/campaigns', {
        query: { company, limit: CAMPAIGNS_PAGE_SIZE, offset },
        signal,
      }),
    enabled: !!company,
    placeholderData: keepPreviousData,
  });

export const useCampaignStats = (id: string | null) =>
  useQuery({
    queryKey: adsKeys.stats(id ?? ''),
    queryFn: ({ signal }) => apiRequest<AdDayStats[]>('/ads/stats', { query: { id: id! }, signal }),
    enabled: !!id,
  });

export const useRequestCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdCampaignBody) => apiRequest<AdCampaign>('/ads/campaigns', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKeys.all }),
  });
};
