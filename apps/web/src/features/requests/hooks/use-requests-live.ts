import {
  newAdRequestEvent,
  newJoinRequestEvent,
  updateAdRequestEvent,
  updateJoinRequestEvent,
} from '@backoffice/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live-socket.tsx';
import { adRequestKeys } from '../api/ad-requests.ts';
import { requestKeys } from '../api/requests.ts';

/**
 * A join request or an ad campaign that arrives or is decided (by anyone of the partner) refreshes the badge and
 * the lists at once.
 */
export const useRequestsLive = (partnerId: string | null) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: requestKeys.all });
  useLiveEvent(partnerId ? newJoinRequestEvent(partnerId) : null, refresh);
  useLiveEvent(partnerId ? updateJoinRequestEvent(partnerId) : null, refresh);
  const refreshAds = () => queryClient.invalidateQueries({ queryKey: adRequestKeys.all });
  useLiveEvent(partnerId ? newAdRequestEvent(partnerId) : null, refreshAds);
  useLiveEvent(partnerId ? updateAdRequestEvent(partnerId) : null, refreshAds);
};
