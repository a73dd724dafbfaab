import type { RiderSession } from '@backoffice/shared/rider-app';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import type { ApiError } from '../../lib/api-client.ts';
import { getSession } from './api.ts';

/**
 * The rider's session: read from /api/r/auth/me at start; without a connection the last one seen on this phone is
 * used (flagged `fromCache`) so that a reload offline still shows the tasks and the actions waiting to be sent.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; session: RiderSession; fromCache: boolean };

const CACHE_KEY = 'rider:session';

const readCached = (): RiderSession | null => {
  try {
    const session = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as RiderSession | null;
    return session && new Date(session.expiresAt).getTime() > Date.now() ? session : null;
  } catch {
    return null;
  }
};

type SessionContextValue = {
  state: SessionState;
  setSession: (session: RiderSession | null) => void;
  /** Applies a part of the session that changed (the shift, the state, the cash). */
  patchSession: (patch: Partial<Omit<RiderSession, 'rider'>> & { rider?: Partial<RiderSession['rider']> }) => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const setSession = useCallback((session: RiderSession | null) => {
    if (session) localStorage.setItem(CACHE_KEY, JSON.stringify(session));
    else localStorage.removeItem(CACHE_KEY);
    setState(session ? { status: 'signed-in', session, fromCache: false } : { status: 'signed-out' });
  }, []);

  const patchSession = useCallback<SessionContextValue['patchSession']>((patch) => {
    setState((current) => {
      if (current.status !== 'signed-in') return current;
      const session = { ...current.session, ...patch, rider: { ...current.session.rider, ...patch.rider } };
      localStorage.setItem(CACHE_KEY, JSON.stringify(session));
      return { ...current, session };
    });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    getSession(controller.signal).then(setSession, (error: ApiError) => {
      if (controller.signal.aborted) return;
      const cached = error.status === 401 ? null : readCached();
      if (error.status === 401) localStorage.removeItem(CACHE_KEY);
      setState(cached ? { status: 'signed-in', session: cached, fromCache: true } : { status: 'signed-out' });
    });
    return () => controller.abort();
  }, [setSession]);

  return <SessionContext.Provider value={{ state, setSession, patchSession }}>{children}</SessionContext.Provider>;
};

export const useSession = () => {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
};

/** The signed-in rider's session (screens behind the sign-in only). */
export const useRiderSession = () => {
  const { state, patchSession, setSession } = useSession();
  if (state.status !== 'signed-in') throw new Error('useRiderSession without a session');
  return { session: state.session, fromCache: state.fromCache, patchSession, setSession };
};
