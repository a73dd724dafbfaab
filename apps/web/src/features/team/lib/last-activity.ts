import { DEFAULT_TIME_ZONE, formatDateTime } from '../../../lib/clock.ts';

/**
 * The clock a team reads its members' activity on: the zone of the companies it runs (the first one, since a
 * partner's shops share a city), the product's default for a fleet or a partner without companies yet; never the
 * zone the admin's device happens to be in.
 */
export const teamTimeZone = (companies: { timezone: string }[] | undefined) =>
  companies?.[0]?.timezone ?? DEFAULT_TIME_ZONE;

export const lastActivityText = (lastSeenAt: string | null, timeZone: string) =>
  lastSeenAt ? `Última actividad: ${formatDateTime(lastSeenAt, timeZone, 'medium')}` : 'Sin sesiones abiertas';
