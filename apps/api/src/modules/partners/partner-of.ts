import { forbidden } from '../../errors.ts';
import type { SignedIn } from '../auth/auth.types.ts';

/** The partner of a partner session (routes guard the account type; this narrows it for the types). */
export const partnerIdOf = ({ account }: SignedIn): string => {
  if (account.type !== 'partner' || !account.partnerId) throw forbidden();
  return account.partnerId;
};
