import type { Rating, RatingBody, TrackedRating } from '@backoffice/shared/ratings';
import { apiRequest } from '../../lib/api-client.ts';

const ratingPath = (token: string) => `/storefront/track/${encodeURIComponent(token)}/rating`;

export const getTrackedRating = (token: string, signal?: AbortSignal) =>
  apiRequest<TrackedRating>(ratingPath(token), { signal, quietStatuses: [404] });

export const postRating = (token: string, body: RatingBody) =>
  apiRequest<Rating>(ratingPath(token), { method: 'POST', body, quietStatuses: [400, 404, 409] });
