import {
  type RiderMap,
  type RiderPositionEventPayload,
  riderPositionEvent,
  riderPositionProviderEvent,
} from '@backoffice/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useLive, useLiveEvent } from '../../../lib/live-socket.tsx';

export const riderMapKey = ['riders', 'map'] as const;

/** Read again this often anyway: members who hear no position events, and tasks that changed. */
const REFRESH_MS = 15_000;

/** The map's riders; `offset` turns this browser's clock into the server's, for the age of each position. */
export const useRiderMap = () =>
  useQuery({
    queryKey: riderMapKey,
    queryFn: async () => {
      const map = await api.GET('/api/riders/map');
      return { ...map, offset: Date.parse(map.now) - Date.now() };
    },
    refetchInterval: REFRESH_MS,
  });

/**
 * Positions as they arrive: the partner's admins and the fleet hear `rider:position:*` (throttled to one a second
 * per rider by the server) and the marker moves without a read; a rider not on the map yet, any errand change
 * and every reconnect read the map again.
 */
export const useRiderMapLive = () => {
  const { business } = useAuth();
  const { socket } = useLive();
  const queryClient = useQueryClient();
  const event =
    business?.type === 'partner'
      ? riderPositionEvent(business.id)
      : business?.type === 'deliveries-provider'
        ? riderPositionProviderEvent(business.id)
        : null;
  useLiveEvent<RiderPositionEventPayload>(event, ({ rider, position }) => {
    const current = queryClient.getQueryData<RiderMap & { offset: number }>(riderMapKey);
    if (!current?.riders.some((entry) => entry.id === rider)) {
      void queryClient.invalidateQueries({ queryKey: riderMapKey });
      return;
    }
    queryClient.setQueryData<RiderMap & { offset: number }>(riderMapKey, {
      ...current,
      riders: current.riders.map((entry) =>
        entry.id === rider && (!entry.position || entry.position.at < position.at) ? { ...entry, position } : entry,
      ),
    });
  });
  useEffect(() => {
    if (!socket) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: riderMapKey });
    const onAny = (name: string) => {
      if (name.startsWith('update:errand:') || name.startsWith('new:errand:')) refresh();
    };
    socket.onAny(onAny);
    socket.on('connect', refresh);
    return () => {
      socket.offAny(onAny);
      socket.off('connect', refresh);
    };
  }, [socket, queryClient]);
};
