import type { RiderMap, RiderPositionsEventPayload } from '@backoffice/shared';
import { SOCKET_READY } from '@backoffice/shared/events';
import { riderPositionsEvent, riderPositionsProviderEvent } from '@backoffice/shared/rider-live';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useLive, useLiveEvent } from '../../../lib/live-socket.tsx';
import { applyPositions } from '../lib/apply-positions.ts';

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
 * Positions as they arrive: the partner's staff and the fleet hear `rider:positions:*`, one event a second at most
 * carrying every rider that moved (decision 048), and the markers move in one render without a read; a rider not
 * on the map yet, any errand change and every reconnect read the map again.
 */
export const useRiderMapLive = () => {
  const { business } = useAuth();
  const { socket } = useLive();
  const queryClient = useQueryClient();
  const event =
    business?.type === 'partner'
      ? riderPositionsEvent(business.id)
      : business?.type === 'deliveries-provider'
        ? riderPositionsProviderEvent(business.id)
        : null;
  useLiveEvent<RiderPositionsEventPayload>(event, ({ riders }) => {
    const current = queryClient.getQueryData<RiderMap & { offset: number }>(riderMapKey);
    if (!current) {
      void queryClient.invalidateQueries({ queryKey: riderMapKey });
      return;
    }
    const { map, unknown } = applyPositions(current, riders);
    if (map !== current) queryClient.setQueryData(riderMapKey, map);
    if (unknown) void queryClient.invalidateQueries({ queryKey: riderMapKey });
  });
  useEffect(() => {
    if (!socket) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: riderMapKey });
    const onAny = (name: string) => {
      if (name.startsWith('update:errand:') || name.startsWith('new:errand:')) refresh();
    };
    socket.onAny(onAny);
    // At the ready event: the server joins the rooms after the connection, so a read at `connect` could miss one.
    socket.on(SOCKET_READY, refresh);
    return () => {
      socket.offAny(onAny);
      socket.off(SOCKET_READY, refresh);
    };
  }, [socket, queryClient]);
};
