import { Center, Loader } from '@mantine/core';
import { ZONE_MAP_HEIGHT, ZONE_MAP_MIN_HEIGHT } from '../lib/map-size.ts';

/**
 * The zones map's place while its code (Leaflet, its drawing tool) comes: the map's own box, so nothing beside or
 * below it moves when the map arrives (decision 057).
 */
export const ZoneMapPlaceholder = () => (
  <div style={{ position: 'relative' }} data-testid="zone-map-placeholder">
    <div
      style={{
        height: ZONE_MAP_HEIGHT,
        minHeight: ZONE_MAP_MIN_HEIGHT,
        borderRadius: 8,
        border: '1px solid var(--mantine-color-gray-4)',
      }}
    />
    <Center pos="absolute" inset={0}>
      <Loader aria-label="Cargando el mapa" />
    </Center>
  </div>
);
