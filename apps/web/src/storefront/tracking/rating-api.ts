import type { RatingBody } from '@backoffice/shared/ratings';
import { api } from '../../lib/api.ts';

export const getTrackedRating = (token: string, signal?: AbortSignal) =>
  api.GET('/api/storefront/track/{token}/rating', { params: { path: { token } }, signal, quietStatuses: [404] });

export const postRating = (token: string, body: RatingBody) =>
  api.POST('/api/storefront/track/{token}/rating', {
    params: { path: { token } },
    body,
    quietStatuses: [400, 404, 409],
  });
