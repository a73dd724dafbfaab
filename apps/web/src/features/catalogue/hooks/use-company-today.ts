import { localDate } from '@backoffice/shared';
import { useCompanyProfile } from '../api/get-company-profile.ts';

const FALLBACK_TIME_ZONE = 'America/Mexico_City';

/** The company's local date (YYYY-MM-DD): whether a promo has started or ended is read on its calendar. */
export const useCompanyToday = (companyId: string) => {
  const profile = useCompanyProfile(companyId, companyId !== '');
  return localDate(new Date(), profile.data?.timezone ?? FALLBACK_TIME_ZONE);
};
