import area from '@turf/area';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { feature, featureCollection, point } from '@turf/helpers';
import intersect from '@turf/intersect';
import type { ZoneGeometry } from '../../db/schema/index.ts';

/** Geodesic area in square metres. */
export const zoneArea = (geometry: ZoneGeometry) => area(feature(geometry));

/** Below this, two zones only touch along an edge (or the drawing wobbled): not an overlap. */
const MIN_OVERLAP_SQUARE_METRES = 1;

export const zonesOverlap = (a: ZoneGeometry, b: ZoneGeometry) => {
  const shared = intersect(featureCollection([feature(a), feature(b)]));
  return shared !== null && area(shared) >= MIN_OVERLAP_SQUARE_METRES;
};

type Candidate = { id: string; geometry: ZoneGeometry; area: number };

/**
 * The zone that prices a drop-off: among the zones containing the point (edges included), the most
 * specific one, i.e. the smallest area; equal areas fall back to the id so the answer never flips.
 */
export const zoneContaining = <Z extends Candidate>(zones: Z[], location: { lat: number; lng: number }) => {
  const drop = point([location.lng, location.lat]);
  return zones
    .filter((zone) => booleanPointInPolygon(drop, zone.geometry))
    .sort((a, b) => a.area - b.area || a.id.localeCompare(b.id))[0];
};
