import type { Order } from '@backoffice/shared';
import { Badge } from '@mantine/core';
import { useAuth } from '../../../lib/auth-context.tsx';
import { DEFAULT_TIME_ZONE } from '../../../lib/clock.ts';
import { scheduledLabel } from '../lib/scheduled.ts';

/** The company's own clocks when a company is signed in; a partner's screens use the platform's default zone. */
export const useOrdersTimeZone = () => {
  const { business } = useAuth();
  const data = business?.type === 'company' ? (business.data as { timezone?: string } | undefined) : undefined;
  return data?.timezone ?? DEFAULT_TIME_ZONE;
};

/** "Programado · mañana 1:30 p. m." on an order for later (decision 054). */
export const ScheduledBadge = ({ order, now, size = 'md' }: { order: Order; now: number; size?: 'md' | 'lg' }) => {
  const timeZone = useOrdersTimeZone();
  if (!order.scheduledFor) return null;
  return (
    <Badge color="indigo" variant="filled" size={size} data-testid="scheduled-badge" style={{ textTransform: 'none' }}>
      {scheduledLabel(order.scheduledFor, timeZone, now)}
    </Badge>
  );
};
