import { toMinutes } from './schedule-time.ts';

/**
 * A day's opening hours' rules and their messages, without zod: the schedules screen checks each change as it is
 * made, and zod on that screen's first load put it over its byte budget (decision 057). `dayRangesSchema`
 * (schedule.ts) is built from these same pieces, and schedule-rules.test.ts checks that both find the same issues.
 */

/** "HH:MM", 00:00 to 23:59; "24:00" closes a range at midnight. */
export const CLOCK_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
export const MAX_RANGES_PER_DAY = 8;
export const scheduleMessages = {
  clock: 'Escribe la hora como HH:MM (00:00 a 24:00)',
  order: 'La hora de cierre debe ser posterior a la de apertura (para pasar la medianoche, usa dos horarios)',
  max: `Como máximo ${MAX_RANGES_PER_DAY} horarios por día`,
  overlap: (from: string, to: string) => `Este horario se cruza con el de ${from} a ${to}`,
} as const;

type Range = { from: string; to: string };
export type ScheduleIssue = { path: (number | string)[]; message: string };

/** A range's closing time after its opening, once both are well-formed (a malformed one has its own message). */
export const closesAfterOpening = (range: Range) =>
  !CLOCK_TIME.test(range.from) || !CLOCK_TIME.test(range.to) || toMinutes(range.from) < toMinutes(range.to);

/** The first range that starts before an earlier one (by opening time) ends, for each such range. */
export const overlapIssues = (ranges: Range[]): ScheduleIssue[] => {
  const sorted = ranges
    .map((range, index) => ({ range, index }))
    .filter(({ range }) => toMinutes(range.from) < toMinutes(range.to))
    .sort((a, b) => toMinutes(a.range.from) - toMinutes(b.range.from));
  const issues: ScheduleIssue[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1]!.range;
    if (toMinutes(sorted[i]!.range.from) < toMinutes(before.to)) {
      issues.push({ path: [sorted[i]!.index, 'from'], message: scheduleMessages.overlap(before.from, before.to) });
    }
  }
  return issues;
};

/** What `dayRangesSchema` says of a day's ranges: each time's format, each range's order, how many, overlaps. */
export const dayRangesIssues = (ranges: Range[]): ScheduleIssue[] => {
  // As zod says it: past the count, nothing else.
  if (ranges.length > MAX_RANGES_PER_DAY) return [{ path: [], message: scheduleMessages.max }];
  const issues: ScheduleIssue[] = [];
  ranges.forEach((range, index) => {
    const formatIssues = (['from', 'to'] as const)
      .filter((field) => !CLOCK_TIME.test(range[field]))
      .map((field) => ({ path: [index, field], message: scheduleMessages.clock }));
    issues.push(...formatIssues);
    if (formatIssues.length === 0 && !closesAfterOpening(range)) {
      issues.push({ path: [index, 'to'], message: scheduleMessages.order });
    }
  });
  issues.push(...overlapIssues(ranges));
  return issues;
};
