import { type AuthSession, UPDATE_ACCOUNT_EVENT } from '@backoffice/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { useLiveEvent } from '../../lib/live-socket.tsx';

/**
 * An admin changed this sign-in's role or companies: the stored session takes the new business at once, so
 * the screens list (and subscribe to) the companies it follows now, without signing in again.
 */
export const useOwnAccountLive = () => {
  const { updateBusiness, type } = useAuth();
  useLiveEvent<AuthSession>(type === 'partner' ? UPDATE_ACCOUNT_EVENT : null, (session) =>
    updateBusiness(session.business),
  );
};
