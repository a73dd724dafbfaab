import { useMemo } from 'react';
import { useAuth } from '../../../lib/auth-context.tsx';
import { DEFAULT_TIME_ZONE } from '../../../lib/clock.ts';
import type { ShopOnTicket } from '../lib/print-jobs.ts';

/** The name and clock printed on this business's tickets. */
export const useShopOnTicket = (): ShopOnTicket => {
  const { business } = useAuth();
  return useMemo(() => {
    if (business?.type === 'company') {
      const data = business.data as { name: string; timezone?: string };
      return { name: data.name, timeZone: data.timezone ?? DEFAULT_TIME_ZONE };
    }
    const timezone = (business as { timezone?: unknown } | null)?.timezone;
    return { name: business?.name ?? '', timeZone: typeof timezone === 'string' ? timezone : DEFAULT_TIME_ZONE };
  }, [business]);
};
