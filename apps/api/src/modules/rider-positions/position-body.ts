import { MAX_POSITIONS_PER_BATCH, type RiderPositionBatch, riderPositionPointSchema } from '@backoffice/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** The ISO 8601 pattern zod itself checks `at` against (`z.iso.datetime({ offset: true })`), taken from the schema. */
const isoWithOffset = (riderPositionPointSchema.shape.at as unknown as { _zod: { def: { pattern: RegExp } } })._zod.def
  .pattern;
const POINT_KEYS = new Set(['lat', 'lng', 'accuracy', 'at', 'speed', 'heading']);

const inRange = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
const optionalInRange = (value: unknown, min: number, max: number) =>
  value === undefined || value === null || inRange(value, min, max);

/**
 * True when `body` is a batch riderPositionBatchSchema takes exactly as it is: an object with only `positions`,
 * 1 to MAX_POSITIONS_PER_BATCH plain objects with only the point's fields, each within the schema's bounds, and
 * `at` matching zod's own pattern. Anything else (an extra key zod would strip, a wrong type, a bound) is left to
 * zod, so every refusal is zod's, with its codes and Spanish messages.
 */
export const isPlainPositionBatch = (body: unknown): body is RiderPositionBatch => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  let keys = 0;
  for (const key in body) {
    if (key !== 'positions') return false;
    keys++;
  }
  const positions = (body as { positions?: unknown }).positions;
  if (keys !== 1 || !Array.isArray(positions)) return false;
  if (positions.length < 1 || positions.length > MAX_POSITIONS_PER_BATCH) return false;
  for (const point of positions) {
    if (typeof point !== 'object' || point === null || Array.isArray(point)) return false;
    if (Object.getPrototypeOf(point) !== Object.prototype) return false;
    for (const key in point) if (!POINT_KEYS.has(key)) return false;
    const { lat, lng, accuracy, at, speed, heading } = point as Record<string, unknown>;
    if (!inRange(lat, -90, 90) || !inRange(lng, -180, 180) || !inRange(accuracy, 0, 100_000)) return false;
    if (typeof at !== 'string' || !isoWithOffset.test(at)) return false;
    if (!optionalInRange(speed, 0, 100) || !optionalInRange(heading, 0, 360)) return false;
  }
  return true;
};

/**
 * The position route's body validator (decision 048): every rider on shift posts a batch every few seconds, so a
 * batch zod would take unchanged is taken after a plain check of the same rules; any other body goes through zod's
 * own validator, whose 400 (`validation_failed`, the Spanish messages) is then exactly the one it always was.
 */
export const positionBatchValidator: FastifySchemaCompiler<unknown> = (route) => {
  const zod = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'body') return zod;
  return (data: unknown) => (isPlainPositionBatch(data) ? { value: data } : zod(data));
};
