import { type PartnerAction, partnerMay } from '@backoffice/shared';
import { useAuth } from '../lib/auth-context.tsx';

/**
 * Whether the signed-in account may do an action of the permission table (decisions 011 and 023): partners and
 * fleets have roles; a company is scoped by its type alone, so the table does not restrict it.
 */
export const useAccountMay = (action: PartnerAction) => {
  const { business } = useAuth();
  if (business?.type !== 'partner' && business?.type !== 'deliveries-provider') return true;
  return partnerMay(business.role, action);
};
