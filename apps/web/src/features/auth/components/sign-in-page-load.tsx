import { useEffect } from 'react';
import { FullScreenLoader } from '../../../components/full-screen-loader.tsx';
import { SIGN_IN_PATH } from '../../../lib/sign-in-page.ts';

/** Whether this document was itself served for /login: then the server has no sign-in page to load. */
const servedAtSignIn = () => {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation ? new URL(navigation.name).pathname.replace(/\/$/, '') === SIGN_IN_PATH : false;
};

/**
 * The sign-in is a page of its own (login.html, decision 066), drawn by its HTML without the back-office's code. A
 * visit to /login through the router (a link of a screen) loads it.
 */
const SignInPageLoad = () => {
  const loop = servedAtSignIn();
  useEffect(() => {
    if (!loop) window.location.replace(`${SIGN_IN_PATH}${window.location.search}`);
  }, [loop]);
  return <FullScreenLoader message={loop ? 'La página para iniciar sesión no está disponible.' : undefined} />;
};

export default SignInPageLoad;
