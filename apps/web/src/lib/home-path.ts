import type { AccountType } from '@backoffice/shared';

/** Where an account lands after signing in: a fleet's home is its board at `/`, every other account's is `/home`. */
export const homePathFor = (type: AccountType) => (type === 'deliveries-provider' ? '/' : '/home');
