import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FullScreenLoader } from '../../../components/full-screen-loader.tsx';
import { REDIRECT_KEY, writeSession } from '../../../lib/session-storage.ts';

export const REDIRECT_MESSAGE = 'Por favor espera mientras te redirigimos...';

/** Signed out on a protected or unknown path: remember it, say so, and go to /login. */
export const RedirectToLogin = () => {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    writeSession(REDIRECT_KEY, `${location.pathname}${location.search}`);
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), 400);
    return () => window.clearTimeout(timer);
  }, [location.pathname, location.search, navigate]);
  return <FullScreenLoader message={REDIRECT_MESSAGE} />;
};
