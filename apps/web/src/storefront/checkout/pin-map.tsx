import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useLeafletMap } from '../../components/map/use-leaflet-map.ts';
import { readMapSettings } from './map-settings.ts';

export type LatLng = { lat: number; lng: number };
type Props = {
  start: LatLng | null;
  value: LatLng;
  onChange: (value: LatLng) => void;
  /** Changes when the pin was put somewhere else for the customer (search, location): the map follows it. */
  focus: number;
};

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
const pinIcon = L.divIcon({ className: 'map-pin', html: '<span></span>', iconSize: [28, 28], iconAnchor: [14, 28] });

/**
 * The delivery point, once the address search or the phone put it somewhere: drag the pin or tap the map to correct
 * it. Loaded only at checkout, so Leaflet never weighs on the menu.
 */
export const PinMap = ({ start, value, onChange, focus }: Props) => {
  const container = useRef<HTMLDivElement>(null);
  const settings = useMemo(() => {
    const base = readMapSettings();
    return { ...base, center: start ?? base.center, zoom: Math.max(base.zoom, 15) };
  }, [start]);
  const map = useLeafletMap(container, settings);
  const marker = useRef<L.Marker | null>(null);
  const change = useRef(onChange);
  change.current = onChange;

  const firstValue = useRef(value);
  useEffect(() => {
    if (!map) return;
    const pin = L.marker([firstValue.current.lat, firstValue.current.lng], {
      icon: pinIcon,
      draggable: true,
      keyboard: false,
    }).addTo(map);
    pin.on('dragend', () => {
      const at = pin.getLatLng();
      change.current({ lat: round(at.lat), lng: round(at.lng) });
    });
    const pick = (event: L.LeafletMouseEvent) =>
      change.current({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) });
    map.on('click', pick);
    marker.current = pin;
    return () => {
      map.off('click', pick);
      pin.remove();
      marker.current = null;
    };
    // The pin is created once per map; its position follows `value` below.
  }, [map]);

  useEffect(() => {
    marker.current?.setLatLng([value.lat, value.lng]);
    if (map && !map.getBounds().contains([value.lat, value.lng])) map.setView([value.lat, value.lng]);
  }, [map, value]);

  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    if (!map || focus === 0) return;
    map.setView([latest.current.lat, latest.current.lng], Math.max(map.getZoom(), 16));
  }, [map, focus]);

  const pinAtCenter = () => {
    if (!map) return;
    const center = map.getCenter();
    change.current({ lat: round(center.lat), lng: round(center.lng) });
  };

  return (
    <div className="pin-map">
      <div
        ref={container}
        className="map"
        data-testid="delivery-map"
        role="application"
        aria-label="Mapa de la entrega: arrastra el pin o toca el lugar exacto. Con el teclado, mueve el mapa con las flechas y usa «Poner el pin en el centro»."
      />
      {settings.tileUrl ? (
        <div className="map-actions">
          <button type="button" className="button subtle" onClick={pinAtCenter} disabled={!map}>
            Poner el pin en el centro
          </button>
        </div>
      ) : null}
    </div>
  );
};
