import type { AccountType, AuthSession, Business } from '@backoffice/shared';
import { replaceEqualDeep, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { ApiError } from './api-client.ts';
import * as authApi from './auth-api.ts';
import { readPageData } from './page-data.ts';
import { BUSINESS_LOGIN_KEY, readSession, removeSession, writeSession } from './session-storage.ts';

type AuthStatus = 'restoring' | 'signed-in' | 'signed-out';

export type AuthState = {
  status: AuthStatus;
  authUser: AuthSession['account'] | null;
  business: Business | null;
  type: AccountType | null;
};

type AuthContextValue = AuthState & {
  signIn: (email: string, password: string) => Promise<AuthSession>;
  signOut: () => Promise<void>;
  /** The server no longer knows this session (ended elsewhere, expired, removed): forget it and go to /login. */
  sessionEnded: () => void;
  /**
   * Replaces the business in memory and in the stored login record (e.g. after the open switch). A function gets
   * the business as it is at that moment, not as the caller's last render saw it: two answers that land before a
   * render must not let the older one win.
   */
  updateBusiness: (next: Business | ((current: Business) => Business)) => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

const signedOut: AuthState = { status: 'signed-out', authUser: null, business: null, type: null };
const fromSession = (session: AuthSession): AuthState => ({
  status: 'signed-in',
  authUser: session.account,
  business: session.business,
  type: session.type,
});

/**
 * The session the server wrote into the page (null: signed out), read once; undefined when the page has none (the
 * development server, an older page). The first screen then starts signed in or out at once, with no round trip.
 */
const readBootSession = () => readPageData<AuthSession | null>('boot-session');
const bootSession = readBootSession();
/** The session the page was served with (null signed out, undefined when it carries none). */
export const pageSession = () => bootSession;

/**
 * Without a session in the page, the check of the first render starts as soon as this code runs, before React has
 * mounted anything: every signed-in screen waits for it. Later mounts (and a failed start) ask again.
 */
let startupCheck: Promise<AuthSession | null> | null =
  typeof window === 'undefined' || bootSession !== undefined ? null : authApi.getSession();
startupCheck?.catch(() => {});
/** Set once a provider has mounted with the page's session: a later mount (a test's, a remount) asks the server. */
let bootSessionTaken = false;
/** Set by any write of the stored record after the page's: the page's own, stored later, must not undo it. */
let storedSinceBoot = false;
const storeSession = (session: AuthSession) => {
  storedSinceBoot = true;
  writeSession(BUSINESS_LOGIN_KEY, session);
};
const forgetSession = () => {
  storedSinceBoot = true;
  removeSession(BUSINESS_LOGIN_KEY);
};
const checkSession = () => {
  const check = startupCheck ?? authApi.getSession();
  startupCheck = null;
  return check;
};

export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(() => {
    if (bootSession === undefined || bootSessionTaken) return { ...signedOut, status: 'restoring' };
    return bootSession ? fromSession(bootSession) : signedOut;
  });
  useEffect(() => {
    if (bootSessionTaken) return;
    bootSessionTaken = true;
    // Stored (or forgotten, signed out) after the first screen is drawn, in a task of its own: a page's first use of
    // sessionStorage waits on the browser (7–15 ms at full speed, 25 ms on a phone-class CPU), which made the task of
    // the first screen's effects a long one.
    setTimeout(() => {
      if (storedSinceBoot) return;
      if (bootSession) writeSession(BUSINESS_LOGIN_KEY, bootSession);
      else if (bootSession === null) removeSession(BUSINESS_LOGIN_KEY);
    }, 0);
  }, []);

  const applySession = useCallback((session: AuthSession) => {
    storeSession(session);
    setState(fromSession(session));
  }, []);

  const clear = useCallback(() => {
    forgetSession();
    queryClient.clear();
    setState(signedOut);
  }, [queryClient]);

  const restoring = state.status === 'restoring';
  useEffect(() => {
    if (!restoring) return;
    let cancelled = false;
    checkSession()
      .then((session) => {
        if (cancelled) return;
        // The first answer mounts the whole signed-in shell and its screen: as a transition React renders them in
        // slices, giving the main thread back between them, instead of one task the length of the render (on a
        // phone's CPU the longest of the load). The loader stays until it is done.
        if (session) startTransition(() => applySession(session));
        else clear();
      })
      .catch((error) => {
        if (cancelled) return;
        // A network failure keeps the stored record so that a flaky connection does not sign people out.
        const stored = readSession<AuthSession>(BUSINESS_LOGIN_KEY);
        if (error instanceof ApiError && error.status === 0 && stored) {
          setState(fromSession(stored));
        } else {
          clear();
        }
      });
    return () => {
      cancelled = true;
    };
  }, [restoring, applySession, clear]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signIn: async (email, password) => {
        const session = await authApi.login({ email, password });
        queryClient.clear();
        applySession(session);
        return session;
      },
      signOut: async () => {
        try {
          await authApi.logout();
        } finally {
          clear();
        }
      },
      sessionEnded: clear,
      updateBusiness: (next) => {
        setState((current) => {
          if (current.status !== 'signed-in' || !current.authUser || !current.type || !current.business) return current;
          const business = typeof next === 'function' ? next(current.business) : next;
          // An equal business (a re-read, an event repeating it) keeps the stored object: a new one draws every
          // component that reads the session again (decision 065).
          if (replaceEqualDeep(current.business, business) === current.business) return current;
          storeSession({ type: current.type, business, account: current.authUser });
          return { ...current, business };
        });
      },
    }),
    [state, applySession, clear, queryClient],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
};

export const useAuth = () => {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth outside AuthProvider');
  return context;
};
