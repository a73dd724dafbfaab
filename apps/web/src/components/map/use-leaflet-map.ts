import type { MapSettings } from '@backoffice/shared';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map-stacking.css';
import { type RefObject, useEffect, useState } from 'react';

/**
 * A Leaflet map in the container, with the configured tiles when there are any: without tiles (offline,
 * tests, or MAP_TILE_URL empty) the map is a blank canvas on which points and shapes still work.
 */
export const useLeafletMap = (container: RefObject<HTMLDivElement | null>, settings: MapSettings | undefined) => {
  const [map, setMap] = useState<L.Map | null>(null);
  useEffect(() => {
    if (!container.current || !settings) return;
    const created = L.map(container.current, {
      center: [settings.center.lat, settings.center.lng],
      zoom: settings.zoom,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle: 'Acercar', zoomOutTitle: 'Alejar' }).addTo(created);
    if (settings.tileUrl) {
      L.tileLayer(settings.tileUrl, { attribution: settings.attribution, maxZoom: 19 }).addTo(created);
    }
    setMap(created);
    // The container may get its size after the first paint (drawers, tabs): measure again.
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(container.current);
    return () => {
      resize.disconnect();
      created.remove();
      setMap(null);
    };
  }, [container, settings]);
  return map;
};
