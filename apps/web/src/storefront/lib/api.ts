import type { StorefrontOrderBody, StorefrontQuoteBody } from '@backoffice/shared/storefront';
import { api } from '../../lib/api.ts';

/**
 * The public storefront calls of packages/shared/src/storefront.ts (no session, no channel key), through the typed
 * client (decision 059): paths, bodies and answers come from the API's OpenAPI document.
 */
export const getCompany = (slug: string, signal?: AbortSignal) =>
  api.GET('/api/storefront/companies/{slug}', { params: { path: { slug } }, signal, quietStatuses: [404] });

export const getCity = (slug: string, signal?: AbortSignal) =>
  api.GET('/api/storefront/cities/{slug}', { params: { path: { slug } }, signal, quietStatuses: [404] });

/** The shop's slots of a local date for an order for later (decision 054); without a date, the first with room. */
export const getSlots = (slug: string, date: string | undefined, signal?: AbortSignal) =>
  api.GET('/api/storefront/companies/{slug}/slots', { params: { path: { slug }, query: { date } }, signal });

export const getTrackedOrder = (token: string, signal?: AbortSignal) =>
  api.GET('/api/storefront/track/{token}', { params: { path: { token } }, signal, quietStatuses: [404] });

export const postQuote = (slug: string, body: StorefrontQuoteBody, signal?: AbortSignal) =>
  api.POST('/api/storefront/companies/{slug}/quote', {
    params: { path: { slug } },
    body,
    signal,
    quietStatuses: [400, 404, 409, 422, 429],
  });

/** The same key on every retry of one checkout attempt: the server answers the first order again. */
export const postOrder = (slug: string, body: StorefrontOrderBody, idempotencyKey: string) =>
  api.POST('/api/storefront/companies/{slug}/orders', {
    params: { path: { slug } },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    quietStatuses: [400, 404, 409, 422, 429],
  });
