import type { AdPrices } from '@backoffice/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const adPricesKey = ['ads', 'prices'] as const;

/** The partner's own ad price list (null until published). */
export const usePartnerAdPrices = () =>
  useQuery({
    queryKey: adPricesKey,
    queryFn: ({ signal }) => apiRequest<{ prices: AdPrices | null }>('/ads/prices', { signal }),
  });

export const useSaveAdPrices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdPrices) => apiRequest<{ prices: AdPrices }>('/ads/prices', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(adPricesKey, saved),
  });
};
