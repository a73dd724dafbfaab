import { STOREFRONT_CHANNEL } from '@backoffice/shared';
import type { Caller } from '../channel-keys/caller.ts';

/**
 * The partner's own storefront as a channel of that partner: it reaches only the partner's companies like a
 * channel key would, without a stored key (the storefront is the partner's, not a third party's). Its orders
 * record the channel `storefront`. Idempotency keys are scoped per company and phone, so one customer's key can
 * never return another customer's order.
 */
export const storefrontCaller = (company: { id: string; partnerId: string }, phone: string): Caller => ({
  kind: 'channel',
  partnerId: company.partnerId,
  keyId: null,
  name: 'Tienda en línea',
  channel: STOREFRONT_CHANNEL,
  idempotencyScope: `storefront:${company.id}:${phone}`,
});
