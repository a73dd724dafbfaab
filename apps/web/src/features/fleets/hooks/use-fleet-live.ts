import { SOCKET_READY } from '@backoffice/shared/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLive } from '../../../lib/live-socket.tsx';
import { fleetKeys } from '../api/fleets.ts';

/**
 * The board's figures are a small aggregate: any errand event of the fleet room, and every reconnect (events
 * missed while offline), re-reads it. The errand list keeps itself live (use-fleet-live-errands).
 */
export const useFleetBoardLive = () => {
  const { socket } = useLive();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: fleetKeys.board });
    const onAny = (event: string) => {
      if (event.startsWith('update:errand:') || event.startsWith('new:errand:')) refresh();
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
