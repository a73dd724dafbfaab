import { api } from '../../../lib/api.ts';

/**
 * The storefront's tracking page of an order, for the bag ticket's QR: a fresh secret link from the API, on this
 * app's origin (the storefront is served by the same server). Asked for only when a bag ticket prints.
 */
export const trackingUrlOf = async (orderId: string): Promise<string | null> => {
  const { path } = await api.POST('/api/orders/tracking-link', { params: { query: { ID: orderId } } });
  return new URL(path, window.location.origin).toString();
};
