import type { Payment } from '@backoffice/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentsKeys } from './payments-keys.ts';

export const startCheckout = (company: string) =>
  apiRequest<{ payment: Payment; redirectUrl: string }>('/payments/checkout', { method: 'POST', body: { company } });

/** On success the browser leaves for the gateway's checkout page. */
export const useStartCheckout = () =>
  useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });

/** Polls a payment until the gateway's notification settles it (paid or failed). */
export const usePaymentStatus = (id: string) =>
  useQuery({
    queryKey: paymentsKeys.payment(id),
    queryFn: ({ signal }) => apiRequest<Payment>('/payments/payment', { query: { ID: id }, signal }),
    enabled: !!id,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });
