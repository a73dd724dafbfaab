import { isWithinSchedule, nextDaysPreview as previewDays } from '@backoffice/shared';
import type { companies } from '../../db/schema/index.ts';

type CompanyRow = typeof companies.$inferSelect;
export type ScheduledCompany = Pick<
  CompanyRow,
  'status' | 'open' | 'pausedUntil' | 'timezone' | 'schedules' | 'specialDates'
>;

export type OpenState =
  | { open: true }
  | { open: false; reason: 'inactive' | 'switched_off' | 'outside_schedule' }
  | { open: false; reason: 'paused'; until: Date };

/**
 * Whether a company takes orders at an instant, and if not why: not active (pending or suspended),
 * switched off, paused (reopens by itself at `until`), or outside its hours (read in its own time zone,
 * special dates replacing the weekly hours).
 */
export const openStateAt = (company: ScheduledCompany, at: Date): OpenState => {
  if (company.status !== 'active') return { open: false, reason: 'inactive' };
  if (!company.open) return { open: false, reason: 'switched_off' };
  if (company.pausedUntil && company.pausedUntil > at)
    return { open: false, reason: 'paused', until: company.pausedUntil };
  if (!isWithinSchedule(company, at)) return { open: false, reason: 'outside_schedule' };
  return { open: true };
};

export const isOpenAt = (company: ScheduledCompany, at: Date) => openStateAt(company, at).open;

/** The effective hours of the next `days` local dates from `from` (special dates applied). */
export const nextDaysPreview = (
  company: Pick<CompanyRow, 'timezone' | 'schedules' | 'specialDates'>,
  from: Date,
  days = 7,
) => previewDays(company, from, days);
