import {
  dayRangesIssues,
  type SchedulesBody,
  type SpecialDate,
  type TimeRange,
  toMinutes,
  type WeekDay,
  type WeeklySchedule,
  weekDays,
} from '@backoffice/shared';

/** Editable copies of the saved hours; `id` only keys the rows on screen and never reaches the API. */
export type RangeDraft = TimeRange & { id: string };
export type WeekDraft = Record<WeekDay, RangeDraft[]>;
export type SpecialDateDraft = {
  id: string;
  date: string | null;
  closed: boolean;
  ranges: RangeDraft[];
  note: string;
  /** False for a date just added and not yet edited: it is not marked wrong before someone touches it. */
  touched?: boolean;
};
export type ScheduleDraft = { week: WeekDraft; specialDates: SpecialDateDraft[] };

let nextId = 0;
export const draftId = () => `draft-${++nextId}`;

const toDraftRanges = (ranges: TimeRange[] = []) =>
  [...ranges].sort((a, b) => toMinutes(a.from) - toMinutes(b.from)).map((range) => ({ ...range, id: draftId() }));

export const toDraft = (saved: { schedules: WeeklySchedule; specialDates: SpecialDate[] }): ScheduleDraft => ({
  week: Object.fromEntries(weekDays.map((day) => [day, toDraftRanges(saved.schedules[day])])) as WeekDraft,
  specialDates: [...saved.specialDates]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => ({
      id: draftId(),
      date: day.date,
      closed: day.closed,
      ranges: toDraftRanges(day.ranges),
      note: day.note ?? '',
    })),
});

const plainRanges = (ranges: RangeDraft[]): TimeRange[] =>
  ranges.map(({ from, to }) => ({ from: from.trim(), to: to.trim() }));

export const toBody = (draft: ScheduleDraft): SchedulesBody => ({
  schedules: Object.fromEntries(weekDays.map((day) => [day, plainRanges(draft.week[day])])),
  specialDates: draft.specialDates.map((day) => ({
    date: day.date ?? '',
    closed: day.closed,
    ranges: day.closed ? [] : plainRanges(day.ranges),
    ...(day.note.trim() ? { note: day.note.trim() } : {}),
  })),
});

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const DAY_END = 24 * 60;

/** A sensible next range: the usual shift for an empty day, else a few hours after the last one ends. */
export const suggestRange = (ranges: TimeRange[]): RangeDraft => {
  const valid = ranges.filter((range) => /^\d\d:\d\d$/.test(range.to));
  if (valid.length === 0) return { id: draftId(), from: '09:00', to: '18:00' };
  const lastEnd = Math.max(...valid.map((range) => toMinutes(range.to)));
  const from = Math.min(lastEnd + 60, DAY_END - 60);
  return { id: draftId(), from: clock(from), to: clock(Math.min(from + 4 * 60, DAY_END)) };
};

/** Copies one day's ranges (fresh ids) over each target day. */
export const copyDay = (week: WeekDraft, source: WeekDay, targets: WeekDay[]): WeekDraft => {
  const copy = { ...week };
  for (const target of targets) {
    if (target !== source) copy[target] = week[source].map((range) => ({ ...range, id: draftId() }));
  }
  return copy;
};

export type RangeErrors = { from?: string; to?: string };
export type DayErrors = { ranges: RangeErrors[]; day?: string };

/**
 * Format, order and overlap checks of one day, with the same rules (and messages) as the API: `dayRangesIssues`, of
 * which the API's `dayRangesSchema` is built, without zod on this screen's first load (decision 057).
 */
export const validateRanges = (ranges: TimeRange[]): DayErrors => {
  const errors: DayErrors = { ranges: ranges.map(() => ({})) };
  for (const issue of dayRangesIssues(plainRanges(ranges as RangeDraft[]))) {
    const [index, field] = issue.path;
    if (typeof index === 'number' && (field === 'from' || field === 'to')) {
      errors.ranges[index][field] ??= issue.message;
    } else {
      errors.day ??= issue.message;
    }
  }
  return errors;
};

export type SpecialDateErrors = DayErrors & { date?: string; note?: string };
export type DraftErrors = {
  week: Record<WeekDay, DayErrors>;
  specialDates: SpecialDateErrors[];
  count: number;
  /** Dates added and not edited yet: they block saving without being marked wrong. */
  untouched: number;
};

const MAX_NOTE = 200;

const countDay = (errors: DayErrors) =>
  errors.ranges.filter((range) => range.from || range.to).length + (errors.day ? 1 : 0);

export const validateDraft = (draft: ScheduleDraft): DraftErrors => {
  const week = Object.fromEntries(weekDays.map((day) => [day, validateRanges(draft.week[day])])) as Record<
    WeekDay,
    DayErrors
  >;
  const seen = new Set<string>();
  let untouched = 0;
  const specialDates = draft.specialDates.map((day) => {
    const errors: SpecialDateErrors = day.closed ? { ranges: [] } : validateRanges(day.ranges);
    if (!day.closed && day.ranges.length === 0) errors.day = 'Agrega al menos un horario o marca el día como cerrado';
    if (!day.date) {
      if (day.touched === false) untouched += 1;
      else errors.date = 'Elige la fecha';
    } else if (seen.has(day.date)) errors.date = 'Esta fecha ya está en la lista';
    if (day.date) seen.add(day.date);
    if (day.note.trim().length > MAX_NOTE) errors.note = `La nota admite como máximo ${MAX_NOTE} caracteres`;
    return errors;
  });
  const count =
    weekDays.reduce((sum, day) => sum + countDay(week[day]), 0) +
    specialDates.reduce((sum, day) => sum + countDay(day) + (day.date ? 1 : 0) + (day.note ? 1 : 0), 0);
  return { week, specialDates, count, untouched };
};
