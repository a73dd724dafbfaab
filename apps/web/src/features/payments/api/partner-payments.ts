import type {
  AdjustmentBody,
  LedgerSettings,
  ManualPaymentBody,
  PartnerBalances,
  Payment,
  StatementSummary,
} from '@backoffice/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentsKeys } from './payments-keys.ts';

export const usePartnerBalances = (city: string, state: string) =>
  useQuery({
    queryKey: paymentsKeys.partner(city, state),
    queryFn: ({ signal }) =>
      apiRequest<PartnerBalances>('/payments/partner', {
        query: { city: city || undefined, state: state || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useRecordManualPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualPaymentBody) => apiRequest<Payment>('/payments/manual', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  });
};

export const useSaveLedgerSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LedgerSettings) => apiRequest<LedgerSettings>('/payments/settings', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  });
};

/** A correction: a new ledger line with its reason (lines are never edited). */
export const useRecordCorrection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustmentBody) =>
      apiRequest<StatementSummary[]>('/payments/adjustment', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  });
};
