import type { ZoneGeometry } from '@backoffice/shared';
import { Center, Loader } from '@mantine/core';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useMapSettings } from '../../../components/map/map-settings.ts';
import { useLeafletMap } from '../../../components/map/use-leaflet-map.ts';
import type { ZoneWithOverlaps } from '../api/zones-api.ts';
import { loadGeoman } from '../lib/geoman.ts';
import { ZONE_MAP_HEIGHT, ZONE_MAP_MIN_HEIGHT } from '../lib/map-size.ts';

export type MapMode = 'view' | 'draw' | 'reshape';

type Props = {
  zones: ZoneWithOverlaps[];
  selectedId: string | null;
  mode: MapMode;
  onSelect: (id: string) => void;
  /** A new polygon was closed (draw mode). */
  onDrawn: (geometry: ZoneGeometry) => void;
  /** The selected zone's shape changed (reshape mode). */
  onReshaped: (geometry: ZoneGeometry) => void;
};

const geometryOf = (layer: L.Layer) => (layer as L.Polygon).toGeoJSON().geometry as ZoneGeometry;

/**
 * The zones on a Leaflet map, the largest underneath so the smaller ones (which win where they overlap)
 * lie on top; drawing and reshaping by leaflet-geoman. Works without tiles (a blank canvas).
 */
export const ZoneMap = ({ zones, selectedId, mode, onSelect, onDrawn, onReshaped }: Props) => {
  const container = useRef<HTMLDivElement>(null);
  const settings = useMapSettings();
  const [geomanReady, setGeomanReady] = useState(false);
  // geoman hooks into maps as they are created, so the map waits for it.
  const map = useLeafletMap(container, geomanReady ? settings.data : undefined);
  const handlers = useRef({ onSelect, onDrawn, onReshaped });
  handlers.current = { onSelect, onDrawn, onReshaped };
  const fitted = useRef(false);

  useEffect(() => {
    void loadGeoman().then(() => setGeomanReady(true));
  }, []);

  useEffect(() => {
    if (!map || !geomanReady) return;
    map.pm.setLang('es');
    const group = L.featureGroup().addTo(map);
    for (const zone of [...zones].sort((a, b) => b.area - a.area)) {
      const selected = zone.id === selectedId;
      const reshaping = selected && mode === 'reshape';
      const layer = L.geoJSON(zone.geometry as GeoJSON.Geometry, {
        pmIgnore: !reshaping,
        interactive: mode === 'view',
        style: {
          color: zone.color,
          weight: selected ? 4 : 2,
          opacity: zone.active ? 1 : 0.6,
          fillOpacity: zone.active ? (selected ? 0.35 : 0.2) : 0.05,
          dashArray: zone.active ? undefined : '6 6',
        },
      });
      layer.bindTooltip(zone.name, { sticky: true });
      layer.on('click', () => handlers.current.onSelect(zone.id));
      group.addLayer(layer);
      if (reshaping) {
        layer.eachLayer((shape) => {
          L.PM.reInitLayer(shape);
          (shape as L.Polygon).pm.enable({ allowSelfIntersection: false, snappable: false });
          shape.on('pm:edit', () => handlers.current.onReshaped(geometryOf(shape)));
        });
      }
    }
    if (!fitted.current && zones.length > 0) {
      map.fitBounds(group.getBounds(), { padding: [24, 24] });
      fitted.current = true;
    }
    return () => {
      group.remove();
    };
  }, [map, geomanReady, zones, selectedId, mode]);

  useEffect(() => {
    if (!map || !geomanReady || mode !== 'draw') return;
    map.pm.enableDraw('Polygon', { snappable: false, allowSelfIntersection: false, finishOn: null });
    const created = (event: { layer: L.Layer }) => {
      const geometry = geometryOf(event.layer);
      event.layer.remove();
      handlers.current.onDrawn(geometry);
    };
    map.on('pm:create', created);
    return () => {
      map.off('pm:create', created);
      map.pm.disableDraw();
    };
  }, [map, geomanReady, mode]);

  return (
    <div style={{ position: 'relative' }}>
      <div
        ref={container}
        role="application"
        aria-label="Mapa de zonas de entrega"
        data-testid="zone-map"
        data-ready={map && geomanReady ? 'true' : 'false'}
        style={{
          height: ZONE_MAP_HEIGHT,
          minHeight: ZONE_MAP_MIN_HEIGHT,
          borderRadius: 8,
          border: '1px solid var(--mantine-color-gray-4)',
          cursor: mode === 'draw' ? 'crosshair' : undefined,
        }}
      />
      {!(map && geomanReady) && (
        <Center pos="absolute" inset={0}>
          <Loader aria-label="Cargando el mapa" />
        </Center>
      )}
    </div>
  );
};
