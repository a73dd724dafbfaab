import type { Business } from '@backoffice/shared';
import { api } from '../../../lib/api.ts';

export const getPushPublicKey = () => api.GET('/api/push/public-key');

/** Seed section 7's device calls; the device is the push subscription's JSON (contract section 7). */
export const registerDevice = (business: Business, subscription: PushSubscriptionJSON) => {
  const device = JSON.stringify(subscription);
  return business.type === 'company'
    ? api.PUT('/api/companies/devices/add', { params: { query: { company: business.id, device } } })
    : api.PUT('/api/partners/devices/add', { params: { query: { ID: business.id, device } } });
};
