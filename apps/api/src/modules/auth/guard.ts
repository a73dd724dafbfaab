import { type AccountType, type PartnerAction, partnerMay } from '@backoffice/shared';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { forbidden, notAuthenticated } from '../../errors.ts';

/** Who a route admits: account types, and for partner accounts the action of the permission table. */
export type RouteAccess = { types: AccountType[]; partnerAction?: PartnerAction };
type Guard = (request: FastifyRequest) => Promise<void>;

const accessOf = new WeakMap<Guard, RouteAccess>();

const makeGuard = (access: RouteAccess): Guard => {
  const guard: Guard = async (request) => {
    if (!request.auth) throw notAuthenticated();
    const { account } = request.auth;
    if (access.types.length > 0 && !access.types.includes(account.type)) throw forbidden();
    // Partners and fleets share one permission table (decisions 011 and 023): a role, never a check in a module.
    if (
      (account.type === 'partner' || account.type === 'deliveries-provider') &&
      access.partnerAction &&
      !partnerMay(account.role ?? 'member', access.partnerAction)
    )
      throw forbidden(
        account.type === 'partner'
          ? 'Tu cuenta de despacho no tiene permiso para esto; pídeselo a un administrador.'
          : 'Tu cuenta de la flota no tiene permiso para esto; pídeselo a un administrador.',
      );
  };
  accessOf.set(guard, access);
  return guard;
};

/** preHandler: 401 unless signed in, 403 unless one of the types (any type when none given). */
export const requireAuthGuard = (...types: AccountType[]) => makeGuard({ types });

/**
 * The one guard of every route a partner account can call: 401 unless signed in, 403 unless a partner (or one
 * of `alsoTypes`), and 403 for a partner whose role the permission table does not grant `action`.
 */
export const requirePartnerGuard = (action: PartnerAction, ...alsoTypes: AccountType[]) =>
  makeGuard({ types: ['partner', ...alsoTypes], partnerAction: action });

/** The guard of a fleet-only route: 401 unless signed in, 403 unless a fleet whose role the table grants `action`. */
export const requireFleetGuard = (action: PartnerAction) =>
  makeGuard({ types: ['deliveries-provider'], partnerAction: action });

export const isGuard = (handler: unknown) => accessOf.has(handler as Guard);

/** The access a route declared through its guard, for the authorization tests (undefined: public route). */
export const routeAccessOf = (route: Pick<RouteOptions, 'preHandler'>): RouteAccess | undefined => {
  const handlers = [route.preHandler ?? []].flat() as Guard[];
  for (const handler of handlers) {
    const access = accessOf.get(handler);
    if (access) return access;
  }
  return undefined;
};

// The auth plugin moves guards from preHandler to preValidation when the route is added.
/** Whether a route has a session guard (the API description marks it as needing the session cookie). */
export const hasSessionGuard = (route: RouteOptions) =>
  routeAccessOf({
    preHandler: [route.preHandler ?? [], route.preValidation ?? []].flat() as RouteOptions['preHandler'],
  }) !== undefined;
