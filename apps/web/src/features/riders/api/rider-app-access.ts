import {
  type RiderCash,
  type RiderCashHandover,
  type RiderCashHandoverBody,
  type RiderInvitation,
  riderAppPaths,
} from '@backoffice/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** "Invitar": a one-time link and 6-digit code for the rider's app (decision 042). */
export const useInviteRider = () =>
  useMutation({
    mutationFn: (riderId: string) =>
      apiRequest<RiderInvitation>(riderAppPaths.invite, { method: 'POST', query: { ID: riderId } }),
  });

/** "Cerrar sesión del repartidor": ends every session of the rider's app. */
export const useEndRiderSession = () =>
  useMutation({
    mutationFn: (riderId: string) =>
      apiRequest<void>(riderAppPaths.endSession, { method: 'DELETE', query: { ID: riderId } }),
  });

const cashKey = ['riders', 'cash'] as const;

/** Cash of every rider the account sees: collected and handed over today, in hand. */
export const useRiderCash = () =>
  useQuery({
    queryKey: cashKey,
    queryFn: () => apiRequest<{ items: RiderCash[] }>(riderAppPaths.cash),
    refetchInterval: 60_000,
  });

/** "Registrar corte": the rider hands cash over; the list reads again. */
export const useRecordHandover = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RiderCashHandoverBody) =>
      apiRequest<RiderCashHandover>(riderAppPaths.handover, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: cashKey }),
  });
};
