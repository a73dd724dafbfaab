import type { OrderSlots } from '@backoffice/shared/order-slots-schema';
import type {
  StorefrontCity,
  StorefrontCompany,
  StorefrontOrderBody,
  StorefrontPlaced,
  StorefrontQuote,
  StorefrontQuoteBody,
  StorefrontTrackedOrder,
} from '@backoffice/shared/storefront';
import { apiRequest } from '../../lib/api-client.ts';

/** The public storefront calls of packages/shared/src/storefront.ts (no session, no channel key). */
const slugPath = (slug: string) => `/storefront/companies/${encodeURIComponent(slug)}`;

export const getCompany = (slug: string, signal?: AbortSignal) =>
  apiRequest<StorefrontCompany>(slugPath(slug), { signal, quietStatuses: [404] });

export const getCity = (slug: string, signal?: AbortSignal) =>
  apiRequest<StorefrontCity>(`/storefront/cities/${encodeURIComponent(slug)}`, { signal, quietStatuses: [404] });

/** The shop's slots of a local date for an order for later (decision 054); without a date, the first with room. */
export const getSlots = (slug: string, date: string | undefined, signal?: AbortSignal) =>
  apiRequest<OrderSlots>(`${slugPath(slug)}/slots${date ? `?date=${encodeURIComponent(date)}` : ''}`, { signal });

export const getTrackedOrder = (token: string, signal?: AbortSignal) =>
  apiRequest<StorefrontTrackedOrder>(`/storefront/track/${encodeURIComponent(token)}`, {
    signal,
    quietStatuses: [404],
  });

export const postQuote = (slug: string, body: StorefrontQuoteBody, signal?: AbortSignal) =>
  apiRequest<StorefrontQuote>(`${slugPath(slug)}/quote`, {
    method: 'POST',
    body,
    signal,
    quietStatuses: [400, 404, 409, 422, 429],
  });

/** The same key on every retry of one checkout attempt: the server answers the first order again. */
export const postOrder = (slug: string, body: StorefrontOrderBody, idempotencyKey: string) =>
  apiRequest<StorefrontPlaced>(`${slugPath(slug)}/orders`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    quietStatuses: [400, 404, 409, 422, 429],
  });
