import { api } from '../../lib/api.ts';

/** Address search through the API's geocoder (GET /api/map/geocode), leaning towards the shop. */
export const searchAddress = (query: string, near: { lat: number; lng: number } | null, signal?: AbortSignal) =>
  api
    .GET('/api/map/geocode', {
      params: { query: { q: query, near: near ? `${near.lat},${near.lng}` : undefined } },
      signal,
      quietStatuses: [400, 404, 429, 502, 503],
    })
    .then((answer) => answer.results);

/** The shop's city helps the geocoder when the customer wrote only street and colonia. */
export const withCity = (address: string, city: string) => {
  const trimmed = address.trim();
  if (!city || trimmed.toLowerCase().includes(city.toLowerCase())) return trimmed;
  return `${trimmed}, ${city}`;
};
