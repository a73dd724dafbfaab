import { useFollowedCompaniesLive } from './use-followed-companies-live.ts';
import { useOwnCompanyLive } from './use-own-company-live.ts';

/** Used once, in the app layout: keeps companies current on every screen from their live events. */
export const useCompanyLiveSync = () => {
  useOwnCompanyLive();
  useFollowedCompaniesLive();
};
