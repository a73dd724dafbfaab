/** One-tap links of a task: navigate to a place (the phone's map app, no tiles here) and call a phone. */

type Place = { address: string; lat: number | null; lng: number | null };

/** `geo:` opens the phone's chosen map app (Android); with coordinates when known, else the address as a query. */
export const geoLink = (place: Place) =>
  place.lat !== null && place.lng !== null
    ? `geo:${place.lat},${place.lng}?q=${place.lat},${place.lng}`
    : `geo:0,0?q=${encodeURIComponent(place.address)}`;

/** A maps URL for phones without a `geo:` handler (iPhone): Google Maps' universal directions link. */
export const mapsLink = (place: Place) => {
  const destination = place.lat !== null && place.lng !== null ? `${place.lat},${place.lng}` : place.address;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
};

/** `tel:` with only the digits and a leading +; null when there is nothing to dial. */
export const telLink = (phone: string | null | undefined) => {
  const digits = (phone ?? '').replace(/[^\d+]/g, '');
  return digits.replace(/\D/g, '').length >= 7 ? `tel:${digits}` : null;
};
