import { type TimeRange, toMinutes } from '@backoffice/shared';
import { formatScheduleTime } from '../../../lib/clock.ts';

const DAY_MINUTES = 24 * 60;

/** Ranges that touch or overlap read as one: 00:00–12:00 and 12:00–24:00 is the whole day. */
const merged = (ranges: TimeRange[]) =>
  [...ranges]
    .map((range) => [toMinutes(range.from), toMinutes(range.to)] as const)
    .sort((a, b) => a[0] - b[0])
    .reduce<[number, number][]>((runs, [from, to]) => {
      const last = runs.at(-1);
      if (last && from <= last[1]) last[1] = Math.max(last[1], to);
      else runs.push([from, to]);
      return runs;
    }, []);

/** A day that opens at 00:00 and closes at 24:00 is "Todo el día", never "12:00 a. m. a 12:00 a. m.". */
export const coversWholeDay = (ranges: TimeRange[]) => {
  const runs = merged(ranges);
  return runs.length === 1 && runs[0][0] === 0 && runs[0][1] >= DAY_MINUTES;
};

/** "Cerrado", "Todo el día" or "1:00 p. m. a 5:00 p. m. y 7:00 p. m. a 11:00 p. m.". */
export const hoursText = (day: { closed: boolean; ranges: TimeRange[] }) => {
  if (day.closed || day.ranges.length === 0) return 'Cerrado';
  if (coversWholeDay(day.ranges)) return 'Todo el día';
  return day.ranges.map((range) => `${formatScheduleTime(range.from)} a ${formatScheduleTime(range.to)}`).join(' y ');
};
