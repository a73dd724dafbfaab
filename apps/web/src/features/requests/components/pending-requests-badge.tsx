import { partnerMay } from '@backoffice/shared';
import { Badge } from '@mantine/core';
import { useAuth } from '../../../lib/auth-context.tsx';
import { usePendingAdCount } from '../api/ad-requests.ts';
import { usePendingRequestCount } from '../api/requests.ts';
import { useRequestsLive } from '../hooks/use-requests-live.ts';

/** Pending join requests and ad campaigns in the navigation, kept live by the socket; shown to those who may review them. */
export const PendingRequestsBadge = () => {
  const { business } = useAuth();
  const reviewer = business?.type === 'partner' && partnerMay(business.role, 'requests.review');
  useRequestsLive(reviewer ? business.id : null);
  const joins = usePendingRequestCount(reviewer);
  const ads = usePendingAdCount(reviewer);
  const count = (joins.data ?? 0) + (ads.data ?? 0);
  if (!count) return null;
  return (
    <Badge size="sm" color="red" circle={count < 10} aria-label={`${count} solicitudes pendientes`}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
};
