/**
 * The length rule of a password, without zod: the back-office's password forms say it at first paint, and a
 * constant imported from auth.ts (whose schemas are built at top level) brought zod with it (decision 057).
 * auth.ts re-exports both.
 */
export const MIN_PASSWORD_LENGTH = 12;

export const MAX_PASSWORD_LENGTH = 200;
