import { z } from 'zod';

/**
 * POST /api/orders/tracking-link?ID=: a fresh secret link to the order's storefront tracking page, the path
 * `/t/{slug}/pedido/{token}` on the app's own origin; the bag ticket prints it as a QR (decision 050).
 */
export const trackingLinkSchema = z.object({ path: z.string() });
export type TrackingLink = z.infer<typeof trackingLinkSchema>;
