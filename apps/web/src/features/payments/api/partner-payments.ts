import type { AdjustmentBody, ManualPaymentBody } from '@backoffice/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api.ts';
import { paymentsKeys } from './payments-keys.ts';

export const usePartnerBalances = (city: string, state: string) =>
  useQuery({
    queryKey: paymentsKeys.partner(city, state),
    queryFn: ({ signal }) =>
      api.GET('/api/payments/partner', {
        params: { query: { city: city || undefined, state: state || undefined } },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useRecordManualPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualPaymentBody) => api.POST('/api/payments/manual', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  });
};

export const useSaveLedgerSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/payments/settings', 'put'>) => api.PUT('/api/payments/settings', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  });
};

/** A correction: a new ledger line with its reason (lines are never edited). */
export const useRecordCorrection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustmentBody) => api.POST('/api/payments/adjustment', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  });
};
