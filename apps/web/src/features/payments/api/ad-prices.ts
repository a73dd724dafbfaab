import type { AdPrices } from '@backoffice/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const adPricesKey = ['ads', 'prices'] as const;

/** The partner's own ad price list (null until published). */
export const usePartnerAdPrices = () =>
  useQuery({
    queryKey: adPricesKey,
    queryFn: ({ signal }) => api.GET('/api/ads/prices', { signal }),
  });

export const useSaveAdPrices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdPrices) => api.PUT('/api/ads/prices', { body }),
    onSuccess: (saved) => queryClient.setQueryData(adPricesKey, saved),
  });
};
