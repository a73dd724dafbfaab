/**
 * The live rider map's event names and staleness, without zod: the riders screen and the fleet's home subscribe at
 * first paint, and importing them from rider-positions.ts (schemas built at top level) brought zod with them
 * (decision 057). rider-positions.ts re-exports them.
 */

/** A position older than this is shown as stale (grey, "hace 4 min"). */
export const POSITION_STALE_MS = 2 * 60_000;

/**
 * Socket event to the partner's staff and the riders' fleet (`rider:positions:{partnerId}` for the partner,
 * `rider:positions:provider:{providerId}` for the fleet): one event per room every RIDER_POSITION_EMIT_MS at most,
 * carrying every rider that moved since the last one, each with its newest position (decision 048, amendment 2).
 */
export const riderPositionsEvent = (partnerId: string) => `rider:positions:${partnerId}` as const;
export const riderPositionsProviderEvent = (providerId: string) => `rider:positions:provider:${providerId}` as const;
