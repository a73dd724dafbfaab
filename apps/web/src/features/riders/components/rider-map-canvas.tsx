import type { RiderMapEntry } from '@backoffice/shared';
import { Center, Loader } from '@mantine/core';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMapSettings } from '../../../components/map/map-settings.ts';
import { useLeafletMap } from '../../../components/map/use-leaflet-map.ts';
import { RIDER_MAP_HEIGHT, RIDER_MAP_MIN_HEIGHT } from '../lib/map-size.ts';
import { type Freshness, freshnessOf, riderStatusText } from '../lib/position-age.ts';

const colours: Record<Exclude<Freshness, 'absent'>, Record<RiderMapEntry['state'], string>> = {
  live: { free: '#1f6f31', busy: '#b23a0a' },
  stale: { free: '#5c636a', busy: '#5c636a' },
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const iconOf = (entry: RiderMapEntry, freshness: 'live' | 'stale') =>
  L.divIcon({
    className: 'rider-marker',
    iconSize: [34, 34],
    iconAnchor: [17, 17],
    html: `<div data-testid="rider-marker" data-rider="${entry.id}" data-freshness="${freshness}"
      data-lat="${entry.position!.lat}" data-lng="${entry.position!.lng}"
      style="width:34px;height:34px;border-radius:50%;display:flex;align-items:center;justify-content:center;
      background:${colours[freshness][entry.state]};color:#fff;font:600 13px/1 system-ui,sans-serif;
      border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)">${escapeHtml(initials(entry.name))}</div>`,
  });

/** A plain grid under the markers when there are no tiles (MAP_TILE_URL none, or no internet). */
const gridBackground = {
  backgroundColor: '#f8f9fa',
  backgroundImage:
    'linear-gradient(#dee2e6 1px, transparent 1px), linear-gradient(90deg, #dee2e6 1px, transparent 1px)',
  backgroundSize: '40px 40px',
};

type Props = { riders: RiderMapEntry[]; now: number };

/**
 * The riders with a position of this shift on a Leaflet map: green free, orange with a task, grey when the
 * position is older than 2 minutes. Markers move in place as positions arrive; the view fits them once.
 */
const RiderMapCanvas = ({ riders, now }: Props) => {
  const container = useRef<HTMLDivElement>(null);
  const settings = useMapSettings();
  const map = useLeafletMap(container, settings.data);
  const markers = useRef(new Map<string, { marker: L.Marker; key: string }>());
  const fitted = useRef(false);

  useEffect(() => {
    if (!map) return;
    const seen = new Set<string>();
    for (const entry of riders) {
      const freshness = freshnessOf(entry, now);
      if (freshness === 'absent' || !entry.position) continue;
      seen.add(entry.id);
      const key = `${freshness}|${entry.state}|${entry.position.lat}|${entry.position.lng}`;
      const known = markers.current.get(entry.id);
      const tooltip = `${entry.name}: ${riderStatusText(entry, now)}`;
      if (!known) {
        const marker = L.marker([entry.position.lat, entry.position.lng], {
          icon: iconOf(entry, freshness),
          keyboard: false,
        })
          .bindTooltip(tooltip)
          .addTo(map);
        markers.current.set(entry.id, { marker, key });
        continue;
      }
      known.marker.setTooltipContent(tooltip);
      if (known.key !== key) {
        known.marker.setLatLng([entry.position.lat, entry.position.lng]);
        known.marker.setIcon(iconOf(entry, freshness));
        known.key = key;
      }
    }
    for (const [id, { marker }] of markers.current) {
      if (!seen.has(id)) {
        marker.remove();
        markers.current.delete(id);
      }
    }
    if (!fitted.current && seen.size > 0) {
      const bounds = L.latLngBounds([...markers.current.values()].map(({ marker }) => marker.getLatLng()));
      map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
      fitted.current = true;
    }
  }, [map, riders, now]);

  useEffect(() => {
    if (!map) return;
    const placed = markers.current;
    return () => {
      for (const { marker } of placed.values()) marker.remove();
      placed.clear();
    };
  }, [map]);

  return (
    <div style={{ position: 'relative' }}>
      <div
        ref={container}
        role="application"
        aria-label="Mapa de repartidores en turno"
        data-testid="rider-map"
        data-ready={map ? 'true' : 'false'}
        style={{
          height: RIDER_MAP_HEIGHT,
          minHeight: RIDER_MAP_MIN_HEIGHT,
          borderRadius: 8,
          border: '1px solid var(--mantine-color-gray-4)',
          ...(settings.data?.tileUrl ? {} : gridBackground),
        }}
      />
      {!map && !settings.isError && (
        <Center pos="absolute" inset={0}>
          <Loader aria-label="Cargando el mapa" />
        </Center>
      )}
    </div>
  );
};

export default RiderMapCanvas;
