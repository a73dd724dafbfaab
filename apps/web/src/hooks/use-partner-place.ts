import { useAuth } from '../lib/auth-context.tsx';

/** The partner's own city and state: the default place of the companies list, new companies and reports. */
export const usePartnerPlace = () => {
  const { business } = useAuth();
  const place = business?.type === 'partner' ? (business as { city?: unknown; state?: unknown }) : null;
  return {
    city: typeof place?.city === 'string' ? place.city : '',
    state: typeof place?.state === 'string' ? place.state : '',
  };
};
