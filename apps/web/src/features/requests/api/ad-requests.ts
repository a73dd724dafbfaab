import type { AdCampaign, AdCampaignStatus } from '@backoffice/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const adRequestKeys = {
  all: ['ad-requests'] as const,
  list: (status: AdCampaignStatus | undefined, offset: number) => ['ad-requests', 'list', status, offset] as const,
  pendingCount: ['ad-requests', 'pending-count'] as const,
};

export const AD_REQUESTS_PAGE_SIZE = 20;

export const useAdRequests = (status: AdCampaignStatus | undefined, offset: number) =>
  useQuery({
    queryKey: adRequestKeys.list(status, offset),
    queryFn: ({ signal }) =>
      api.GET('/api/ads/requests', { params: { query: { status, limit: AD_REQUESTS_PAGE_SIZE, offset } }, signal }),
    placeholderData: keepPreviousData,
  });

/** The nav badge and the tab: how many campaigns wait for a decision. */
export const usePendingAdCount = (enabled: boolean) =>
  useQuery({
    queryKey: adRequestKeys.pendingCount,
    queryFn: () =>
      api.GET('/api/ads/requests', { params: { query: { status: 'pending', limit: 1 } } }).then((page) => page.total),
    enabled,
  });

const useDecision = <Input>(mutationFn: (input: Input) => Promise<AdCampaign>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The approval writes a ledger line, so the payments screens read fresh figures too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adRequestKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
      ]),
  });
};

export const useApproveAd = () =>
  useDecision((id: string) => api.PUT('/api/ads/approve', { params: { query: { id } } }));

export const useRejectAd = () =>
  useDecision(({ id, reason }: { id: string; reason: string }) =>
    api.PUT('/api/ads/reject', { params: { query: { id } }, body: { reason } }),
  );
