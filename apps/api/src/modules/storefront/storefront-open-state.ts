import { openStateLabel } from '@backoffice/shared';
import { openStateAt, type ScheduledCompany } from '../../shared/company-schedule.ts';

/** The shop's state as the intake judges it, in the words of the back-office badge. */
export const openStateOf = (company: ScheduledCompany, now: Date) => {
  const state = openStateAt(company, now);
  return { kind: state.kind, label: openStateLabel(state, company.timezone, now) };
};
