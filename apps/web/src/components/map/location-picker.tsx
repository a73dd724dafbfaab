import { Group, Input, NumberInput, Stack, Text } from '@mantine/core';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMapSettings } from './map-settings.ts';
import { useLeafletMap } from './use-leaflet-map.ts';

export type LatLng = { lat: number; lng: number };
type Props = { label: string; value: LatLng | null; onChange: (value: LatLng | null) => void; error?: string };

/** A point chosen by clicking the map, or typed; the map is optional help, the numbers are the value. */
export const LocationPicker = ({ label, value, onChange, error }: Props) => {
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

  const setPart = (part: 'lat' | 'lng', number: number | string) => {
    if (typeof number !== 'number') return onChange(null);
    onChange({ lat: value?.lat ?? 0, lng: value?.lng ?? 0, [part]: number });
  };

  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap={6} mt={4}>
        <div
          ref={container}
          role="application"
          aria-label={`Mapa: haz clic para marcar ${label.toLowerCase()}`}
          style={{ height: 220, borderRadius: 8, border: '1px solid var(--mantine-color-gray-4)' }}
        />
        <Text size="xs" c="dimmed">
          Haz clic en el mapa o escribe las coordenadas.
        </Text>
        <Group grow gap="xs">
          <NumberInput
            label="Latitud"
            size="sm"
            decimalScale={6}
            min={-90}
            max={90}
            value={value?.lat ?? ''}
            onChange={(number) => setPart('lat', number)}
          />
          <NumberInput
            label="Longitud"
            size="sm"
            decimalScale={6}
            min={-180}
            max={180}
            value={value?.lng ?? ''}
            onChange={(number) => setPart('lng', number)}
          />
        </Group>
      </Stack>
    </Input.Wrapper>
  );
};

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
