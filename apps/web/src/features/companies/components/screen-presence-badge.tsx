import type { Company, CompanyPresence } from '@backoffice/shared';
import { Badge } from '@mantine/core';
import { IconDeviceTabletOff } from '@tabler/icons-react';
import { formatClock } from '../../../lib/clock.ts';

/**
 * An open company with no screen connected cannot see its orders: the dispatcher sees it here and can call
 * the shop (DoorDash pauses such a store; we only show it).
 */
export const ScreenPresenceBadge = ({ company, presence }: { company: Company; presence?: CompanyPresence }) => {
  if (!presence || presence.connected || !company.openNow) return null;
  return (
    <Badge
      color="red"
      variant="light"
      leftSection={<IconDeviceTabletOff size={14} />}
      data-testid="screen-offline"
      style={{ textTransform: 'none' }}
    >
      {presence.since
        ? `Panel desconectado desde ${formatClock(presence.since, company.timezone)}`
        : 'Panel sin conectar'}
    </Badge>
  );
};
