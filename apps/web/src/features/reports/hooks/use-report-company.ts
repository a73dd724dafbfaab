import { useAuth } from '../../../lib/auth-context.tsx';
import { DEFAULT_TIME_ZONE } from '../lib/date-range.ts';

/** The signed-in company: its id, and the clock and currency its reports are read in. */
export const useReportCompany = () => {
  const { business } = useAuth();
  if (business?.type !== 'company') return { id: '', timeZone: DEFAULT_TIME_ZONE, currency: 'MXN' };
  const data = business.data as { timezone?: unknown; currency?: unknown };
  return {
    id: business.id,
    timeZone: typeof data.timezone === 'string' && data.timezone ? data.timezone : DEFAULT_TIME_ZONE,
    currency: typeof data.currency === 'string' && data.currency ? data.currency : 'MXN',
  };
};
