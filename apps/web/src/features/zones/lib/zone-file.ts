import type { ZoneCollection } from '@backoffice/shared';

export type ZoneFileResult = { ok: true; collection: ZoneCollection } | { ok: false; message: string };

/**
 * Reads a GeoJSON file people may have made elsewhere: a FeatureCollection, a single Feature or a bare
 * Polygon/MultiPolygon are all accepted and sent as a FeatureCollection (the API checks the rest).
 */
export const readZoneFile = (text: string): ZoneFileResult => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: 'El archivo no es GeoJSON válido (no se pudo leer como JSON).' };
  }
  const value = data as { type?: unknown; features?: unknown; geometry?: unknown };
  if (value?.type === 'FeatureCollection' && Array.isArray(value.features))
    return { ok: true, collection: value as ZoneCollection };
  if (value?.type === 'Feature')
    return { ok: true, collection: { type: 'FeatureCollection', features: [value] } as ZoneCollection };
  if (value?.type === 'Polygon' || value?.type === 'MultiPolygon')
    return {
      ok: true,
      collection: {
        type: 'FeatureCollection',
        features: [{ type: 'Feature', geometry: value, properties: null }],
      } as ZoneCollection,
    };
  return { ok: false, message: 'Sube un GeoJSON con polígonos (FeatureCollection, Feature o Polygon).' };
};

/** "Centro" gana sobre "Metropolitana" where they overlap: the sentence the zone list shows. */
export const overlapSentence = (
  zoneId: string,
  overlaps: { zone: string; winner: string }[],
  names: Map<string, string>,
) =>
  overlaps.map(({ zone, winner }) => {
    const other = names.get(zone) ?? 'otra zona';
    return winner === zoneId
      ? `Se cruza con «${other}»: aquí gana esta (más pequeña)`
      : `Se cruza con «${other}»: ahí gana «${other}»`;
  });
