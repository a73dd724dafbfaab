import { openStateAt as customerOpenStateAt, type OpenState, nextDaysPreview as previewDays } from '@backoffice/shared';
import type { companies } from '../db/schema/index.ts';

type CompanyRow = typeof companies.$inferSelect;
export type ScheduledCompany = Pick<
  CompanyRow,
  'status' | 'open' | 'pausedUntil' | 'timezone' | 'schedules' | 'specialDates'
>;

/**
 * Whether a company takes orders at an instant, and if not why: not active (pending or suspended),
 * switched off, paused (reopens by itself at `until`), or outside its hours (read in its own time zone,
 * special dates replacing the weekly hours). The same function words the screens' open badge.
 */
export const openStateAt = (company: ScheduledCompany, at: Date): OpenState =>
  customerOpenStateAt({ ...company, switchedOn: company.open }, at);

export const isOpenAt = (company: ScheduledCompany, at: Date) => openStateAt(company, at).kind === 'open';

/** The effective hours of the next `days` local dates from `from` (special dates applied). */
export const nextDaysPreview = (
  company: Pick<CompanyRow, 'timezone' | 'schedules' | 'specialDates'>,
  from: Date,
  days = 7,
) => previewDays(company, from, days);
