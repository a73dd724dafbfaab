import type { GeocodeResult } from '@backoffice/shared/zones';
import { apiRequest } from '../../lib/api-client.ts';

/** Address search through the API's geocoder (GET /api/map/geocode), leaning towards the shop. */
export const searchAddress = (query: string, near: { lat: number; lng: number } | null, signal?: AbortSignal) => {
  const params = new URLSearchParams({ q: query });
  if (near) params.set('near', `${near.lat},${near.lng}`);
  return apiRequest<{ results: GeocodeResult[] }>(`/map/geocode?${params}`, {
    signal,
    quietStatuses: [400, 404, 429, 502, 503],
  }).then((answer) => answer.results);
};

/** The shop's city helps the geocoder when the customer wrote only street and colonia. */
export const withCity = (address: string, city: string) => {
  const trimmed = address.trim();
  if (!city || trimmed.toLowerCase().includes(city.toLowerCase())) return trimmed;
  return `${trimmed}, ${city}`;
};
