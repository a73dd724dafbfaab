import { AppError } from '../../errors.ts';
import { countAttempt, secondsLeft } from '../auth/login-limits.ts';

/**
 * What one channel key may report for one campaign in a minute (decision 036), far above what a busy city's app
 * shows and far below what makes a campaign look popular. Counters are fixed one-minute windows in the database
 * (the login limits' counter), shared by every API process.
 */
export const AD_EVENTS_PER_MINUTE = { impression: 600, click: 60 } as const;
const WINDOW_MINUTES = 1;

export type AdEventType = keyof typeof AD_EVENTS_PER_MINUTE;

const rateLimited = (type: AdEventType, seconds: number) =>
  new AppError(
    429,
    'rate_limited',
    `Esta clave ya informó el máximo de ${type === 'click' ? 'clics' : 'impresiones'} por minuto de esta campaña (${AD_EVENTS_PER_MINUTE[type]}). Espera ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
    { retry_after_seconds: seconds, limit_per_minute: AD_EVENTS_PER_MINUTE[type] },
    { 'retry-after': String(seconds) },
  );

/**
 * Counts an event's units against this key's minute for the campaign, before anything is stored, so parallel
 * reports cannot slip past it. An event that would pass the limit is refused whole (429) and its units stay
 * counted: a key that floods waits for the next minute. Returns the refusal instead of throwing it, so the caller
 * can record what was refused first.
 */
export const admitAdEvent = async (
  db: Parameters<typeof countAttempt>[0],
  keyId: string,
  event: { campaign: string; type: AdEventType; count: number },
) => {
  const window = await countAttempt(db, `ad:${keyId}:${event.campaign}:${event.type}`, WINDOW_MINUTES, event.count);
  if (window.count <= AD_EVENTS_PER_MINUTE[event.type]) return undefined;
  return rateLimited(event.type, secondsLeft(window.windowStart, WINDOW_MINUTES));
};
