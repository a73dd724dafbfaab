import {
  type Company,
  loadTimeZoneData,
  nextOpenStateChange,
  type OpenState,
  type OpenStateKind,
  type OpenStateSource,
  openStateAt,
  openStateLabel,
} from '@backoffice/shared';
import { useEffect, useState } from 'react';

// Signed-in screens show a company's open state as soon as its data arrives: the zone data loads now, in a task
// of its own while that data is on its way, not inside the render that first needs it (decision 030). A page that
// carries its session has loaded it already, before its first paint (preloadFirstScreen): this then only makes
// the UTC formatter, a millisecond; it still matters for a page served without the session (the dev server).
setTimeout(loadTimeZoneData, 0);

// Dark enough for white text (WCAG AA 4.5:1); green only when orders are really taken.
export const openStateColors: Record<OpenStateKind, string> = {
  open: '#1b6e2f',
  paused: '#a73000',
  outside_schedule: '#495057',
  switched_off: '#c92a2a',
  inactive: '#212529',
};

export type OpenStateCompany = Pick<Company, 'status' | 'pausedUntil' | 'timezone' | 'schedules' | 'specialDates'> & {
  open: boolean;
  openSwitch?: boolean;
};

// A timer further than this is re-armed, so a sleeping tablet or a drifting clock catches up.
const LONGEST_WAIT_MS = 15 * 60_000;
const AFTER_CHANGE_MS = 1000;

const sourceOf = (company: OpenStateCompany): OpenStateSource => ({
  ...company,
  // `open` is the switch already net of a pause; `openSwitch` is the switch itself.
  switchedOn: company.openSwitch ?? (company.open || !!company.pausedUntil),
});

/** What customers see of a company at an instant. */
export const describeOpenState = (company: OpenStateCompany, at = new Date()) => {
  const source = sourceOf(company);
  const state = openStateAt(source, at);
  return { state, label: openStateLabel(state, source.timezone, at) };
};

/** What customers see of a company now, in words, kept current as pauses end and hours start or finish. */
export const useOpenState = (company: OpenStateCompany | null): { state: OpenState; label: string } | null => {
  const [now, setNow] = useState(() => new Date());
  const source = company ? sourceOf(company) : null;
  const change = source ? nextOpenStateChange(source, now) : null;
  const changeAt = change?.getTime() ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each tick re-arms the timer, even when the next change stays the same.
  useEffect(() => {
    const wait =
      changeAt === null ? LONGEST_WAIT_MS : Math.max(changeAt - Date.now() + AFTER_CHANGE_MS, AFTER_CHANGE_MS);
    const timer = window.setTimeout(() => setNow(new Date()), Math.min(wait, LONGEST_WAIT_MS));
    return () => window.clearTimeout(timer);
  }, [changeAt, now]);

  // A new company record (pause, switch) is read at the current instant, not at the last tick.
  return company ? describeOpenState(company, new Date(Math.max(now.getTime(), Date.now()))) : null;
};
