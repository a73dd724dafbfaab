import type { AccountType, PartnerAction } from '@backoffice/shared';
import type { accounts } from '../../db/schema/index.ts';
import type { RouteAccess } from './guard.ts';

export type AccountRow = typeof accounts.$inferSelect;

export type SignedIn = { account: AccountRow; tokenHash: string; sessionId: string; expiresAt: Date };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null; set by the auth plugin on every request. */
    auth: SignedIn | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless signed in, 403 unless one of the given account types. */
    requireAuth: (...types: AccountType[]) => (request: FastifyRequest) => Promise<void>;
    /** preHandler of every route a partner may call: as requireAuth('partner', ...alsoTypes) plus the permission table. */
    requirePartner: (action: PartnerAction, ...alsoTypes: AccountType[]) => (request: FastifyRequest) => Promise<void>;
    /** preHandler of a fleet-only route: requireAuth('deliveries-provider') plus the permission table. */
    requireFleet: (action: PartnerAction) => (request: FastifyRequest) => Promise<void>;
    /** The access every guarded route declared (method, url, types, partner action). */
    routeAccess: (RouteAccess & { method: string; url: string })[];
  }
}

export const signedIn = (request: { auth: SignedIn | null }): SignedIn => {
  if (!request.auth) throw new Error('route used without requireAuth');
  return request.auth;
};
