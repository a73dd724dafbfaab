import { z } from 'zod';
import { idSchema } from './ids.ts';

export { POSITION_STALE_MS, riderPositionsEvent, riderPositionsProviderEvent } from './rider-live.ts';

/**
 * Rider positions (decision 048): the phone posts small batches over HTTP; the server keeps the
 * latest per rider (newest device time wins, not arrival) and a bounded trail for the current task.
 */

/** Points in one batch. A phone back from offline sends its newest points first in several batches. */
export const MAX_POSITIONS_PER_BATCH = 20;
/** Batches a rider may post per minute (a phone sends one every 5 to 15 s); more → 429 with Retry-After. */
export const MAX_POSITION_BATCHES_PER_MINUTE = 30;
/** Points a rider may post per minute over all batches; more → 429 with Retry-After, nothing stored. */
export const MAX_POSITIONS_PER_MINUTE = 120;
/** A device time further than this ahead of the server's clock is taken as the server's time (a fast clock). */
export const POSITION_FUTURE_TOLERANCE_MS = 2 * 60_000;
/** Points older than this when they arrive are dropped (counted in `ignored`): a queue left on the phone. */
export const POSITION_MAX_AGE_MS = 30 * 60_000;
/** Trail kept per partner, in days (a privacy setting); default and bounds. */
export const DEFAULT_RIDER_TRAIL_DAYS = 7;
export const MAX_RIDER_TRAIL_DAYS = 30;

/** Error codes of the positions routes. */
export const riderPositionErrorCodes = {
  /** 409: the rider is not on shift; nothing is stored. */
  offShift: 'rider_off_shift',
  /** 429: too many batches or points in the last minute; nothing is stored. */
  tooMany: 'too_many_positions',
  /** 400: a latitude, longitude, accuracy, speed or heading out of range, or a bad timestamp. */
  invalid: 'validation_failed',
} as const;

export const riderPositionPointSchema = z.object({
  lat: z
    .number({ error: 'La latitud debe ser un número' })
    .min(-90, { error: 'La latitud va de -90 a 90' })
    .max(90, { error: 'La latitud va de -90 a 90' }),
  lng: z
    .number({ error: 'La longitud debe ser un número' })
    .min(-180, { error: 'La longitud va de -180 a 180' })
    .max(180, { error: 'La longitud va de -180 a 180' }),
  /** Metres (GeolocationCoordinates.accuracy). */
  accuracy: z
    .number({ error: 'La precisión debe ser un número' })
    .min(0, { error: 'La precisión no puede ser negativa' })
    .max(100_000, { error: 'La precisión es demasiado grande' }),
  /** The device's timestamp of the fix, ISO 8601 with offset. */
  at: z.iso.datetime({ offset: true, error: 'La hora del punto debe ser ISO 8601' }),
  /** Metres per second, when the device gives it. */
  speed: z.number().min(0, { error: 'La velocidad no puede ser negativa' }).max(100).nullish(),
  /** Degrees clockwise from north, when the device gives it. */
  heading: z
    .number()
    .min(0, { error: 'El rumbo va de 0 a 360' })
    .max(360, { error: 'El rumbo va de 0 a 360' })
    .nullish(),
});
export type RiderPositionPoint = z.infer<typeof riderPositionPointSchema>;

/** Body of POST /api/r/positions (rider session, on shift only). */
export const riderPositionBatchSchema = z.object({
  positions: z
    .array(riderPositionPointSchema)
    .min(1, { error: 'Envía al menos una posición' })
    .max(MAX_POSITIONS_PER_BATCH, { error: `Envía como máximo ${MAX_POSITIONS_PER_BATCH} posiciones por lote` }),
});
export type RiderPositionBatch = z.infer<typeof riderPositionBatchSchema>;

/** Answer of POST /api/r/positions. */
export const riderPositionBatchResultSchema = z.object({
  /** Points taken (trail and, if newer, latest). */
  accepted: z.number().int(),
  /** Points dropped: older than POSITION_MAX_AGE_MS or not newer than a point already kept. */
  ignored: z.number().int(),
  /** Device time of the rider's latest kept position, after this batch. */
  latestAt: z.string().nullable(),
});
export type RiderPositionBatchResult = z.infer<typeof riderPositionBatchResultSchema>;

/** A latest position as the map, the shop and the tracking page read it. */
export const riderLatestPositionSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  accuracy: z.number(),
  speed: z.number().nullable(),
  heading: z.number().nullable(),
  /** Device time of the fix. */
  at: z.string(),
});
export type RiderLatestPosition = z.infer<typeof riderLatestPositionSchema>;

/** State on the map: free (on shift, no task), busy (a task), absent (no position since the shift began). */
export const riderMapStates = ['free', 'busy'] as const;
export type RiderMapState = (typeof riderMapStates)[number];

export const riderMapTaskSchema = z.object({
  errand: z.string(),
  number: z.number().int(),
  status: z.enum(['assigned', 'on_the_way']),
  company: z.string().nullable(),
});

/** One rider on the dispatcher's map: GET /api/riders/map (partner with riders.read, or a fleet). */
export const riderMapEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  vehicle: z.string(),
  provider: z.string().nullable(),
  state: z.enum(riderMapStates),
  /** The task the rider carries first (on the way before assigned). */
  task: riderMapTaskSchema.nullable(),
  tasks: z.number().int(),
  /** When the current shift began; a position older than that is absent (null). */
  shiftStartedAt: z.string().nullable(),
  position: riderLatestPositionSchema.nullable(),
});
export type RiderMapEntry = z.infer<typeof riderMapEntrySchema>;
export const riderMapSchema = z.object({
  riders: z.array(riderMapEntrySchema),
  /** Server time, so the screen ages positions against it and not a wrong phone clock. */
  now: z.string(),
});
export type RiderMap = z.infer<typeof riderMapSchema>;

/** The socket events' names are in rider-live.ts; at most one event per room every RIDER_POSITION_EMIT_MS. */
export const RIDER_POSITION_EMIT_MS = 1000;
export const riderMovedSchema = z.object({ rider: z.string(), position: riderLatestPositionSchema });
export type RiderMoved = z.infer<typeof riderMovedSchema>;
export const riderPositionsEventSchema = z.object({ riders: z.array(riderMovedSchema) });
export type RiderPositionsEventPayload = z.infer<typeof riderPositionsEventSchema>;

/** Query of GET /api/riders/suggestions: the errand to assign. */
export const riderSuggestionQuerySchema = z.object({ errand: idSchema });
export const riderSuggestionSchema = z.object({
  rider: z.string(),
  name: z.string(),
  tasks: z.number().int(),
  /** Straight-line metres to the pickup; null when the rider or the pickup has no position. */
  distanceMeters: z.number().nullable(),
  /** Minutes since the rider's last delivery; null without one today. */
  minutesSinceDelivery: z.number().nullable(),
  /** Spanish reason shown beside the name: "libre · 1.2 km". */
  reason: z.string(),
});
export type RiderSuggestion = z.infer<typeof riderSuggestionSchema>;
export const riderSuggestionsSchema = z.array(riderSuggestionSchema);

/** A rider's position as the customer's tracking page and the shop see it: only while the errand is on the way. */
export const trackedRiderPositionSchema = z.object({
  position: riderLatestPositionSchema,
  /** Straight-line minutes to the drop-off at the vehicle's usual speed; null without a drop-off point. */
  etaMinutes: z.number().int().nullable(),
});
export type TrackedRiderPosition = z.infer<typeof trackedRiderPositionSchema>;

/** Partner setting: days a task's trail is kept (GET/PUT /api/riders/trail-settings). */
export const riderTrailSettingsSchema = z.object({
  trailDays: z
    .number({ error: 'Escribe los días' })
    .int({ error: 'Los días deben ser un número entero' })
    .min(1, { error: 'Guarda el recorrido al menos 1 día' })
    .max(MAX_RIDER_TRAIL_DAYS, { error: `Guarda el recorrido como máximo ${MAX_RIDER_TRAIL_DAYS} días` }),
});
export type RiderTrailSettings = z.infer<typeof riderTrailSettingsSchema>;

/**
 * On the storefront namespace, to the tracked order's room while its errand is on the way: TrackedRiderPosition,
 * or `null` once the window closed (delivered, cancelled). GET /api/storefront/track/:token/rider reads the same.
 */
export const STOREFRONT_RIDER_EVENT = 'storefront:rider';
/** Straight-line speeds (km/h) for the estimate, by vehicle; the trip is taken 1.3× longer than the line. */
export const riderEtaSpeedsKmh: Record<string, number> = { moto: 25, bici: 14, auto: 22, pie: 5 };
export const RIDER_ETA_DETOUR = 1.3;
