import { updateAdCampaignEvent } from '@backoffice/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live-socket.tsx';
import { adsKeys } from '../api/ads.ts';

/** The partner approving or rejecting a campaign refreshes the company's /ads at once. */
export const useAdsLive = (companyId: string) => {
  const queryClient = useQueryClient();
  useLiveEvent(companyId ? updateAdCampaignEvent(companyId) : null, () =>
    queryClient.invalidateQueries({ queryKey: adsKeys.all }),
  );
};
