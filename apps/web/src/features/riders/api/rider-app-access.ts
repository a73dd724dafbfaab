import type { RiderCashHandoverBody } from '@backoffice/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** "Invitar": a one-time link and 6-digit code for the rider's app (decision 042). */
export const useInviteRider = () =>
  useMutation({
    mutationFn: (riderId: string) => api.POST('/api/riders/invitation', { params: { query: { ID: riderId } } }),
  });

/** "Cerrar sesión del repartidor": ends every session of the rider's app. */
export const useEndRiderSession = () =>
  useMutation({
    mutationFn: (riderId: string) => api.DELETE('/api/riders/app-session', { params: { query: { ID: riderId } } }),
  });

const cashKey = ['riders', 'cash'] as const;

/** Cash of every rider the account sees: collected and handed over today, in hand. */
export const useRiderCash = () =>
  useQuery({
    queryKey: cashKey,
    queryFn: () => api.GET('/api/riders/cash'),
    refetchInterval: 60_000,
  });

/** "Registrar corte": the rider hands cash over; the list reads again. */
export const useRecordHandover = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RiderCashHandoverBody) => api.POST('/api/riders/cash-handover', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: cashKey }),
  });
};
