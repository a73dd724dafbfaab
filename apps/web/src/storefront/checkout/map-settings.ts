import type { MapSettings } from '@backoffice/shared/zones';

/** Without settings (the Vite dev server) the map is a blank canvas on which the pin still works. */
const fallback: MapSettings = {
  tileUrl: '',
  attribution: '',
  center: { lat: 20.6736, lng: -103.3701 },
  zoom: 15,
  geocoder: false,
};

/** The server writes its map settings (MAP_TILE_URL…) into the page: no call, and no session needed. */
export const readMapSettings = (): MapSettings => {
  const raw = document.querySelector('meta[name="map-settings"]')?.getAttribute('content');
  if (!raw) return fallback;
  try {
    const parsed = JSON.parse(raw) as MapSettings;
    return typeof parsed.tileUrl === 'string' && parsed.center
      ? { ...parsed, geocoder: parsed.geocoder === true }
      : fallback;
  } catch {
    return fallback;
  }
};
