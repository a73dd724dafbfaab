import { TextInput } from '@mantine/core';
import { type ComponentProps, type ComponentType, useRef } from 'react';
import type { ClockInput } from '../../../components/clock-input.tsx';
import { codeOnReach } from '../../../components/code-on-reach.ts';

type Props = ComponentProps<typeof ClockInput>;

// The time picker brings @mantine/dates' pickers, Popover, ScrollArea and the floating-position library (about
// 38 kB gzip): the week's hours are drawn at first paint with stand-ins showing each time, and the code downloads
// when the week is first reached (a pointer over it, the focus inside), before a time field is (decision 057).
const useClock = codeOnReach(() =>
  import('../../../components/clock-input.tsx').then((module) => module.ClockInput as ComponentType<Props>),
);
/** Starts the time picker's download (the week's hours were reached). */
export const preloadClock = useClock.preload;

/** "13:05" as the 12-hour picker shows it ("01:05 p. m."); "24:00", the end of a day, is midnight. */
export const clockText = (value: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]) % 24;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${match[2]} ${hours < 12 ? 'a. m.' : 'p. m.'}`;
};

/**
 * ClockInput (components/clock-input.tsx), downloaded on first reach. Until then a field of the same size showing
 * the time stands in; a press or Enter made meanwhile opens the picker's hours on arrival, and a focused field
 * passes its focus to them.
 */
export const ClockOnReach = (props: Props) => {
  const hours = useRef<HTMLInputElement>(null);
  const { Loaded: Clock, standIn } = useClock(hours);
  if (Clock) return <Clock {...props} hoursRef={hours} />;
  const { label, error, w, style } = props;
  return (
    <TextInput
      {...{ error, w, style }}
      {...standIn}
      aria-label={label}
      value={clockText(props.value)}
      readOnly
      pointer
    />
  );
};
