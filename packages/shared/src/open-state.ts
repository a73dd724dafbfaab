import type { CompanyStatus } from './company-constants.ts';
import {
  addDays,
  hoursOn,
  isWithinSchedule,
  type ScheduleSource,
  toMinutes,
  zonedParts,
  zonedTimeToUtc,
} from './schedule-time.ts';

/**
 * What a customer meets when ordering from a company at an instant. The order intake refuses by it (409
 * `company_closed` / `outside_schedule`) and every screen words it with `openStateLabel`, so the badge is
 * never green while orders are refused.
 */
export type OpenStateSource = ScheduleSource & {
  status: CompanyStatus;
  /** The owner's open switch, before any pause. */
  switchedOn: boolean;
  pausedUntil: Date | string | null;
};

export type OpenState =
  | { kind: 'open' }
  | { kind: 'inactive'; status: Exclude<CompanyStatus, 'active'> }
  | { kind: 'switched_off' }
  | { kind: 'paused'; until: Date }
  | { kind: 'outside_schedule'; opensAt: Date | null };

export type OpenStateKind = OpenState['kind'];

/** How far ahead the next opening is looked for; beyond it the hours are treated as none. */
const LOOKAHEAD_DAYS = 8;

/** The first instant after `at` at which the hours begin (special dates applied), within about a week. */
export const nextOpeningAfter = (source: ScheduleSource, at: Date): Date | null => {
  const today = zonedParts(at, source.timezone).date;
  for (let offset = 0; offset < LOOKAHEAD_DAYS; offset++) {
    const date = addDays(today, offset);
    for (const range of hoursOn(source, date).ranges) {
      const start = zonedTimeToUtc(date, toMinutes(range.from), source.timezone);
      if (start > at) return start;
    }
  }
  return null;
};

export const openStateAt = (source: OpenStateSource, at: Date): OpenState => {
  if (source.status !== 'active') return { kind: 'inactive', status: source.status };
  if (!source.switchedOn) return { kind: 'switched_off' };
  const pausedUntil = source.pausedUntil === null ? null : new Date(source.pausedUntil);
  if (pausedUntil && pausedUntil > at) return { kind: 'paused', until: pausedUntil };
  if (!isWithinSchedule(source, at)) return { kind: 'outside_schedule', opensAt: nextOpeningAfter(source, at) };
  return { kind: 'open' };
};

/** "HH:MM" on the company's clocks. */
export const clockAt = (at: Date, timeZone: string) => {
  const minutes = zonedParts(at, timeZone).minutes;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

const weekdayNames = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** "a las 12:00", "mañana a las 12:00" or "el lunes a las 12:00", read on the company's clocks. */
const openingWords = (opensAt: Date, at: Date, timeZone: string) => {
  const today = zonedParts(at, timeZone).date;
  const day = zonedParts(opensAt, timeZone);
  const clock = `a las ${clockAt(opensAt, timeZone)}`;
  if (day.date === today) return clock;
  if (day.date === addDays(today, 1)) return `mañana ${clock}`;
  return `el ${weekdayNames[day.weekday]} ${clock}`;
};

/** The words of the header badge and the home: exactly what a customer sees. */
export const openStateLabel = (state: OpenState, timeZone: string, at: Date) => {
  switch (state.kind) {
    case 'open':
      return 'Abierto';
    case 'inactive':
      return state.status === 'suspended' ? 'Suspendido' : 'Pendiente de activar';
    case 'switched_off':
      return 'Cerrado';
    case 'paused':
      return `Pausado hasta ${clockAt(state.until, timeZone)}`;
    case 'outside_schedule':
      return state.opensAt
        ? `Fuera de horario · abre ${openingWords(state.opensAt, at, timeZone)}`
        : 'Fuera de horario · sin horarios próximos';
  }
};

/** The next instant the state can change by the clock alone (a pause ending, hours starting or ending). */
export const nextOpenStateChange = (source: OpenStateSource, at: Date): Date | null => {
  const state = openStateAt(source, at);
  if (state.kind === 'paused') return state.until;
  if (state.kind === 'outside_schedule') return state.opensAt;
  if (state.kind !== 'open') return null;
  const { date, minutes } = zonedParts(at, source.timezone);
  const current = hoursOn(source, date).ranges.find(
    (range) => toMinutes(range.from) <= minutes && minutes < toMinutes(range.to),
  );
  return current ? zonedTimeToUtc(date, toMinutes(current.to), source.timezone) : null;
};
