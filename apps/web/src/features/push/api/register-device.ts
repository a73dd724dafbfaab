import type { Business } from '@backoffice/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const getPushPublicKey = () => apiRequest<{ publicKey: string }>('/push/public-key');

/** Seed section 7's device calls; the device is the push subscription's JSON (contract section 7). */
export const registerDevice = (business: Business, subscription: PushSubscriptionJSON) => {
  const device = JSON.stringify(subscription);
  return business.type === 'company'
    ? apiRequest('/companies/devices/add', { method: 'PUT', query: { company: business.id, device } })
    : apiRequest('/partners/devices/add', { method: 'PUT', query: { ID: business.id, device } });
};
