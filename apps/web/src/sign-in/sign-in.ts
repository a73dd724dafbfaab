import type { ApiErrorBody, AuthSession } from '@backoffice/shared';
import { WEB_APP_ID } from '@backoffice/shared/app-id';
import { homePathFor } from '@backoffice/shared/home-path';
import { emailError } from '../lib/email.ts';

/** The sign-in page's words that are not in its HTML (login.html). */
export const PASSWORD_MISSING = 'Escribe tu contraseña';
export const SIGN_IN_FAILED = 'No pudimos iniciar sesión. Inténtalo de nuevo.';
export const NO_CONNECTION = 'No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.';

export type FieldErrors = { email: string | null; password: string | null };

/** The form's own checks, the same as the API's first ones: null where the field is fine. */
export const checkFields = (email: string, password: string): FieldErrors => ({
  email: emailError(email),
  password: password.length > 0 ? null : PASSWORD_MISSING,
});

export type SignInAnswer = { ok: true; session: AuthSession } | { ok: false; message: string };

/**
 * POST /api/auth/login with the web app's header (contract section 2): the session it opens (the server sets its
 * cookie), or the API's Spanish message. The back-office's API client is not used: it lives in the chunk that
 * carries React, which this page does not load (decision 066).
 */
export const requestSignIn = async (email: string, password: string, send = fetch): Promise<SignInAnswer> => {
  let response: Response;
  try {
    response = await send('/api/auth/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'X-App-Id': WEB_APP_ID,
        Accept: 'application/json; charset=utf-8',
        'Content-Type': 'application/json; charset=utf-8',
      },
      body: JSON.stringify({ email: email.trim(), password }),
    });
  } catch {
    return { ok: false, message: NO_CONNECTION };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok && payload) return { ok: true, session: payload as AuthSession };
  return { ok: false, message: (payload as ApiErrorBody | null)?.error?.message ?? SIGN_IN_FAILED };
};

/**
 * Where the page goes once signed in: the address saved when a signed-out person opened it (`redirectTo`, written
 * by the back-office), if it is a path of this site other than the sign-in, else the account's home.
 */
export const landingPath = (saved: unknown, session: Pick<AuthSession, 'type'>) =>
  typeof saved === 'string' && /^\/(?![/\\])/.test(saved) && !/^\/login(?:[/?#]|$)/.test(saved)
    ? saved
    : homePathFor(session.type);
