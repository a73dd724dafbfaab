import type { AccountType } from './auth.ts';

/**
 * Where an account lands after signing in: a fleet's home is its board at `/`, every other account's is `/home`.
 * A module of its own, free of zod: the sign-in page (which loads no library) and the server's /login read it.
 */
export const homePathFor = (type: AccountType) => (type === 'deliveries-provider' ? '/' : '/home');
