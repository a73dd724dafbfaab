import type { RiderMapEntry } from '@backoffice/shared';
import { POSITION_STALE_MS } from '@backoffice/shared/rider-live';

/** live: a position of the last 2 minutes; stale: older (grey); absent: none since the shift began. */
export type Freshness = 'live' | 'stale' | 'absent';

export const freshnessOf = (entry: Pick<RiderMapEntry, 'position'>, now: number): Freshness => {
  if (!entry.position) return 'absent';
  return now - Date.parse(entry.position.at) > POSITION_STALE_MS ? 'stale' : 'live';
};

/** "ahora", "hace 40 s", "hace 4 min", "hace 2 h". */
export const ageText = (at: string, now: number) => {
  const seconds = Math.max(0, Math.round((now - Date.parse(at)) / 1000));
  if (seconds < 10) return 'ahora';
  if (seconds < 60) return `hace ${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `hace ${minutes} min`;
  return `hace ${Math.floor(minutes / 60)} h`;
};

const stateLabels = { free: 'Libre', busy: 'Con mandado' } as const;

/** The line under a rider's name: state, task, and how old the position is. */
export const riderStatusText = (entry: RiderMapEntry, now: number) => {
  const state = entry.task
    ? `Mandado #${entry.task.number}${entry.tasks > 1 ? ` (+${entry.tasks - 1})` : ''}`
    : stateLabels[entry.state];
  const freshness = freshnessOf(entry, now);
  if (freshness === 'absent') return `${state} · sin ubicación en este turno`;
  const age = ageText(entry.position!.at, now);
  return freshness === 'stale' ? `${state} · sin señal, ${age}` : `${state} · ${age}`;
};
