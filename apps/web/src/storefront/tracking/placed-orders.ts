import type { StorefrontTrackedOrder } from '@backoffice/shared/storefront';

/** The order just placed, shown at once on its tracking page instead of asking the server again. */
const placed = new Map<string, StorefrontTrackedOrder>();

export const rememberPlaced = (token: string, order: StorefrontTrackedOrder) => placed.set(token, order);
export const takePlaced = (token: string) => {
  const order = placed.get(token);
  placed.delete(token);
  return order;
};
