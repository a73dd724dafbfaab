import { useParams } from 'react-router';
import { useAuth } from '../../../lib/auth-context.tsx';

/** The company a screen works on: the route's `:company` for a partner, the signed-in company otherwise. */
export const useManagedCompanyId = () => {
  const { company } = useParams();
  const { business } = useAuth();
  return company ?? (business?.type === 'company' ? business.id : undefined);
};
