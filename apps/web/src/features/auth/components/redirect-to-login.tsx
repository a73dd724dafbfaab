import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FullScreenLoader } from '../../../components/full-screen-loader.tsx';
import { REDIRECT_KEY, writeSession } from '../../../lib/session-storage.ts';
import { goToSignIn } from '../../../lib/sign-in-page.ts';

export const REDIRECT_MESSAGE = 'Por favor espera mientras te redirigimos...';

/** Signed out on a protected or unknown path: remember it, say so, and load the sign-in page. */
export const RedirectToLogin = () => {
  const location = useLocation();
  useEffect(() => {
    writeSession(REDIRECT_KEY, `${location.pathname}${location.search}`);
    const timer = window.setTimeout(goToSignIn, 400);
    return () => window.clearTimeout(timer);
  }, [location.pathname, location.search]);
  return <FullScreenLoader message={REDIRECT_MESSAGE} />;
};
