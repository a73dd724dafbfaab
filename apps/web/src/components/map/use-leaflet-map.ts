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
    created.attributionControl?.getContainer()?.addEventListener('click', openOutsideTheApp);
    setMap(created);
    // The container may get its size after the first paint (drawers, tabs): measure again.
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(container.current);
    return () => {
      resize.disconnect();
      removeMap(created);
      setMap(null);
    };
  }, [container, settings]);
  return map;
};

/** Leaflet's state during an animated zoom (Map.js): not in its typings. */
type ZoomingMap = L.Map & { _animatingZoom?: boolean; _onZoomTransitionEnd?: () => void };

/**
 * Removes the map, first ending a zoom animation still running (a zoom button or a fit to the shapes, then a move to
 * another screen within 250 ms): Leaflet ends it from a timer that reads the removed map's panes, and throws
 * "Cannot read properties of undefined (reading '_leaflet_pos')" on the next screen.
 */
const removeMap = (map: L.Map) => {
  const zooming = map as ZoomingMap;
  if (zooming._animatingZoom) zooming._onZoomTransitionEnd?.();
  map.remove();
};

/**
 * The map's credits (the tiles' attribution, Leaflet's own link) open in a tab of their own: followed in place they
 * would take the installed app, and with it the screen that rings for new orders, away to another site.
 */
const openOutsideTheApp = (event: MouseEvent) => {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link) return;
  event.preventDefault();
  window.open(link.href, '_blank', 'noopener,noreferrer');
};
