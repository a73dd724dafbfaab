import type { AccountType } from '@backoffice/shared';
import type { AccountRow } from './session-body.ts';

export type SignedIn = { account: AccountRow; tokenHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null; set by the auth plugin on every request. */
    auth: SignedIn | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless signed in, 403 unless one of the given account types. */
    requireAuth: (...types: AccountType[]) => (request: FastifyRequest) => Promise<void>;
  }
}

export const signedIn = (request: { auth: SignedIn | null }): SignedIn => {
  if (!request.auth) throw new Error('route used without requireAuth');
  return request.auth;
};
