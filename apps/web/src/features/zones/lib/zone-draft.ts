import type { ZoneGeometry } from '@backoffice/shared';
import type { ZoneWithOverlaps } from '../api/zones-api.ts';

/** The colours a new zone takes in turn. */
export const ZONE_COLOURS = ['#f05112', '#0F63A6', '#2f9e44', '#e8590c', '#9c36b5', '#1098ad', '#f08c00', '#c2255c'];

/** The zone being edited, or a new one with the shape just drawn. */
export type ZoneDraft = { zone: ZoneWithOverlaps } | { geometry: ZoneGeometry; colour: string };
