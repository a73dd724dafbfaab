import { Center, Group, Input, Loader, NumberInput, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { LatLng } from './location-map.tsx';
import { LOCATION_MAP_HEIGHT } from './map-size.ts';

export type { LatLng } from './location-map.tsx';

type Props = { label: string; value: LatLng | null; onChange: (value: LatLng | null) => void; error?: string };

// Leaflet comes with the map only; the picker's label, hint and coordinates are drawn at once, and the map's box
// has its height from the start, so nothing moves when the map arrives (decision 057).
const LocationMap = lazy(() => import('./location-map.tsx').then((module) => ({ default: module.LocationMap })));

const MapBox = () => (
  <Center
    style={{ height: LOCATION_MAP_HEIGHT, borderRadius: 8, border: '1px solid var(--mantine-color-gray-4)' }}
    data-testid="location-map-placeholder"
  >
    <Loader size="sm" aria-label="Cargando mapa" />
  </Center>
);

/** A point chosen by clicking the map, or typed; the map is optional help, the numbers are the value. */
export const LocationPicker = ({ label, value, onChange, error }: Props) => {
  const setPart = (part: 'lat' | 'lng', number: number | string) => {
    if (typeof number !== 'number') return onChange(null);
    onChange({ lat: value?.lat ?? 0, lng: value?.lng ?? 0, [part]: number });
  };

  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap={6} mt={4}>
        <Suspense fallback={<MapBox />}>
          <LocationMap label={label} value={value} onChange={onChange} />
        </Suspense>
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
