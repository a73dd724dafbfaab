import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMapSettings } from './map-settings.ts';
import { LOCATION_MAP_HEIGHT } from './map-size.ts';
import { useLeafletMap } from './use-leaflet-map.ts';

export type LatLng = { lat: number; lng: number };
export type LocationMapProps = { label: string; value: LatLng | null; onChange: (value: LatLng | null) => void };

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** The location picker's map (Leaflet): a click marks the point; a point typed elsewhere moves the marker. */
export const LocationMap = ({ label, value, onChange }: LocationMapProps) => {
  const container = useRef<HTMLDivElement>(null);
  const settings = useMapSettings();
  const map = useLeafletMap(container, settings.data);
  const marker = useRef<L.CircleMarker | null>(null);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    if (!map) return;
    const pick = (event: L.LeafletMouseEvent) =>
      change.current({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) });
    map.on('click', pick);
    return () => {
      map.off('click', pick);
    };
  }, [map]);

  useEffect(() => {
    if (!map) return;
    marker.current?.remove();
    marker.current = value
      ? L.circleMarker([value.lat, value.lng], { radius: 8, color: '#f05112', fillOpacity: 0.8 }).addTo(map)
      : null;
    if (value && !map.getBounds().contains([value.lat, value.lng])) map.setView([value.lat, value.lng]);
  }, [map, value]);

  return (
    <div
      ref={container}
      role="application"
      aria-label={`Mapa: haz clic para marcar ${label.toLowerCase()}`}
      style={{ height: LOCATION_MAP_HEIGHT, borderRadius: 8, border: '1px solid var(--mantine-color-gray-4)' }}
    />
  );
};
