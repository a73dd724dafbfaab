import type { Errand, FleetInviteBody, FleetProfileBody } from '@backoffice/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderManagerHeader } from '../../../lib/api-client.ts';
import { upsertById } from '../../orders/index.ts';

export const fleetKeys = {
  all: ['fleets'] as const,
  board: ['fleets', 'board'] as const,
  profile: ['fleets', 'profile'] as const,
  links: ['fleets', 'links'] as const,
};
/** Outside `fleetKeys.all`: the live list keeps itself up to date and is never re-read whole. */
export const fleetErrandsKey = ['fleet-errands', 'live'] as const;

export const useFleetBoard = () => useQuery({ queryKey: fleetKeys.board, queryFn: () => api.GET('/api/fleets/board') });

export const getFleetErrands = () => api.GET('/api/errands/fleet', { params: { query: { today: '1', limit: 100 } } });

export const useFleetProfile = () =>
  useQuery({ queryKey: fleetKeys.profile, queryFn: () => api.GET('/api/fleets/profile') });

export const useUpdateFleetProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FleetProfileBody) => api.PUT('/api/fleets/profile', { body }),
    onSuccess: (profile) => queryClient.setQueryData(fleetKeys.profile, profile),
  });
};

export const useFleetLinks = () => useQuery({ queryKey: fleetKeys.links, queryFn: () => api.GET('/api/fleets/links') });

export type LinkMove = 'accept' | 'decline' | 'end';

export const useMoveFleetLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: LinkMove }) =>
      api.PUT(`/api/fleets/links/${move}`, { params: { query: { ID: id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.links }),
  });
};

export const useInviteFleet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FleetInviteBody) => api.POST('/api/fleets/links', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.links }),
  });
};

/** A fleet moves its riders' errands: picked up (on the way) or delivered. */
export const useMoveFleetErrand = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, manager }: { id: string; status: 'on_the_way' | 'delivered'; manager: string }) =>
      api.PUT('/api/errands/status', { params: { query: { ID: id, status } }, headers: orderManagerHeader(manager) }),
    onSuccess: (errand) =>
      queryClient.setQueryData<Errand[]>(fleetErrandsKey, (list) => (list ? upsertById(list, errand) : list)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fleetKeys.board }),
  });
};
