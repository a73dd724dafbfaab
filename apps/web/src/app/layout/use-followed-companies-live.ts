import { type Company, updateCompanyEvent } from '@backoffice/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { companyKeys } from '../../features/companies/api/company-keys.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { useLive } from '../../lib/live-socket.tsx';
import { useCompanyCacheUpdate } from './company-cache.ts';
import { useSocketReady } from './use-socket-ready.ts';

/**
 * A partner's socket is in the room of every company it follows (the server picks them), so its
 * update:company events are caught by name against the company they carry, without listing the ids here.
 */
export const useFollowedCompaniesLive = () => {
  const { type } = useAuth();
  const { socket } = useLive();
  const queryClient = useQueryClient();
  const updateCache = useCompanyCacheUpdate();
  const isPartner = type === 'partner';

  useEffect(() => {
    if (!socket || !isPartner) return;
    const listener = (event: string, payload: unknown) => {
      const company = payload as Partial<Company> | null;
      if (company?.id && event === updateCompanyEvent(company.id)) updateCache(company as Company);
    };
    socket.onAny(listener);
    return () => {
      socket.offAny(listener);
    };
  }, [socket, isPartner, updateCache]);

  // What changed while the socket joined is read again, but the screens' presence: it is read every 30 s whatever
  // the socket does (get-presence.ts), so a change missed here is in the next reading, and the partner's home does
  // not read it twice as it loads.
  useSocketReady(() => {
    if (isPartner)
      void queryClient.invalidateQueries({
        queryKey: companyKeys.all,
        predicate: (query) => query.queryKey[1] !== companyKeys.presence[1],
      });
  });
};
