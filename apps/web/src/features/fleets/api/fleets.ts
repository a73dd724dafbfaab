import type {
  Errand,
  FleetBoard,
  FleetInviteBody,
  FleetLink,
  FleetProfile,
  FleetProfileBody,
  Page,
} from '@backoffice/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, orderManagerHeader } from '../../../lib/api-client.ts';
import { upsertById } from '../../orders/index.ts';

export const fleetKeys = {
  all: ['fleets'] as const,
  board: ['fleets', 'board'] as const,
  profile: ['fleets', 'profile'] as const,
  links: ['fleets', 'links'] as const,
};
/** Outside `fleetKeys.all`: the live list keeps itself up to date and is never re-read whole. */
export const fleetErrandsKey = ['fleet-errands', 'live'] as const;

export const useFleetBoard = () =>
  useQuery({ queryKey: fleetKeys.board, queryFn: () => apiRequest<FleetBoard>('/fleets/board') });

export const getFleetErrands = () => apiRequest<Page<Errand>>('/errands/fleet', { query: { today: 1, limit: 100 } });

export const useFleetProfile = () =>
  useQuery({ queryKey: fleetKeys.profile, queryFn: () => apiRequest<FleetProfile>('/fleets/profile') });

export const useUpdateFleetProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FleetProfileBody) => apiRequest<FleetProfile>('/fleets/profile', { method: 'PUT', body }),
    onSuccess: (profile) => queryClient.setQueryData(fleetKeys.profile, profile),
  });
};

export const useFleetLinks = () =>
  useQuery({ queryKey: fleetKeys.links, queryFn: () => apiRequest<FleetLink[]>('/fleets/links') });

export type LinkMove = 'accept' | 'decline' | 'end';

export const useMoveFleetLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: LinkMove }) =>
      apiRequest<FleetLink>(`/fleets/links/${move}`, { method: 'PUT', query: { ID: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.links }),
  });
};

export const useInviteFleet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FleetInviteBody) => apiRequest<FleetLink>('/fleets/links', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.links }),
  });
};

/** A fleet moves its riders' errands: picked up (on the way) or delivered. */
export const useMoveFleetErrand = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, manager }: { id: string; status: 'on_the_way' | 'delivered'; manager: string }) =>
      apiRequest<Errand>('/errands/status', {
        method: 'PUT',
        query: { ID: id, status },
        headers: orderManagerHeader(manager),
      }),
    onSuccess: (errand) =>
      queryClient.setQueryData<Errand[]>(fleetErrandsKey, (list) => (list ? upsertById(list, errand) : list)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fleetKeys.board }),
  });
};
