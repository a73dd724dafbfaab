import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { paymentsKeys } from './payments-keys.ts';

export const startCheckout = (company: string) => api.POST('/api/payments/checkout', { body: { company } });

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
    queryFn: ({ signal }) => api.GET('/api/payments/payment', { params: { query: { ID: id } }, signal }),
    enabled: !!id,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });
