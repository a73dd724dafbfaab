import { type Company, updateCompanyEvent } from '@backoffice/shared';
import { useCallback, useEffect, useRef } from 'react';
import { getCompany } from '../../features/companies/api/get-company.ts';
import { useOwnCompanyRecord } from '../../hooks/use-own-company-record.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { useLiveEvent } from '../../lib/live-socket.tsx';
import { useCompanyCacheUpdate } from './company-cache.ts';
import { PAUSE_RETRY_MS, pauseCheckDelay } from './pause-end.ts';
import { useSocketReady } from './use-socket-ready.ts';

/**
 * Keeps a company account's business (header badge, stored login record) and its cached company current on
 * every screen: changes made elsewhere arrive as update:company events; the end of a pause is computed by the
 * server and never pushed, so it is re-read when due; and it is taken again whenever the socket (re)joins its rooms
 * (the ready event carries it).
 */
export const useOwnCompanyLive = () => {
  const { business } = useAuth();
  const own = business?.type === 'company' ? business : null;
  const companyId = own?.id ?? null;
  const pausedUntil = (own?.data as Partial<Company> | undefined)?.pausedUntil ?? null;
  const updateCache = useCompanyCacheUpdate();
  const record = useOwnCompanyRecord();

  const apply = useCallback(
    (company: Company) => {
      if (companyId !== company.id) return;
      updateCache(company);
      record(company);
    },
    [companyId, record, updateCache],
  );
  const latestApply = useRef(apply);
  useEffect(() => {
    latestApply.current = apply;
  });

  useLiveEvent<Company>(companyId && updateCompanyEvent(companyId), apply);

  // The ready event brings the company read after the join (socket-hooks.ts); a server without it is asked.
  useSocketReady((ready) => {
    if (ready?.company) latestApply.current(ready.company);
    else if (companyId)
      void getCompany(companyId).then(
        (company) => latestApply.current(company),
        () => undefined,
      );
  });

  useEffect(() => {
    if (!companyId || !pausedUntil) return;
    let cancelled = false;
    let timer: number | undefined;
    const checkLater = (minimum?: number) => {
      const delay = pauseCheckDelay(pausedUntil, Date.now(), minimum);
      if (delay === null) return;
      timer = window.setTimeout(async () => {
        try {
          const company = await getCompany(companyId);
          if (cancelled) return;
          latestApply.current(company);
          // Our clock ran ahead of the server's: the same pause is still on, so ask again a little later.
          if (company.pausedUntil === pausedUntil) checkLater(PAUSE_RETRY_MS);
        } catch {
          if (!cancelled) checkLater(PAUSE_RETRY_MS);
        }
      }, delay);
    };
    checkLater();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [companyId, pausedUntil]);
};
