/**
 * The sign-in is a page of its own (login.html, decision 066), not a screen of the router: it is reached by loading
 * it, from a plain link or from here.
 */
export const SIGN_IN_PATH = '/login';

/** Loads the sign-in page in place of the current address (signed out, or a session that ended). */
export const goToSignIn = () => window.location.replace(SIGN_IN_PATH);
