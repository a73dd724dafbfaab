import { addDays } from '@backoffice/shared';
import { Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import type { DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { codeOnReach } from '../../../components/code-on-reach.ts';
import {
  type DateRange,
  MAX_RANGE_DAYS,
  matchingPreset,
  type PresetKey,
  presetKeys,
  presetLabels,
  presetRange,
} from '../lib/date-range.ts';

// The calendar brings @mantine/dates, dayjs, Popover and the floating-position library (about 45 kB gzip): it
// downloads when the field is first reached, a field showing the range standing in until then (decision 057).
const useCalendar = codeOnReach(() =>
  import('./range-calendar.tsx').then((module) => module.default as ComponentType<DatePickerInputProps<'range'>>),
);
const shortMonths = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
/** "3 nov 2026", as the calendar's field writes a date (dayjs's Spanish, "D MMM YYYY"). */
const dayText = (date: string) =>
  `${Number(date.slice(8, 10))} ${shortMonths[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

type Props = { range: DateRange; today: string; onChange: (range: DateRange) => void };

/** Presets for the usual questions, and a calendar for any other range (up to the days the API answers). */
export const RangePicker = ({ range, today, onChange }: Props) => {
  const [draft, setDraft] = useState<[string | null, string | null]>([range.from, range.to]);
  useEffect(() => setDraft([range.from, range.to]), [range.from, range.to]);
  const preset = matchingPreset(range, today);
  // While only the first date is chosen, the calendar offers at most MAX_RANGE_DAYS from it.
  const pendingFrom = draft[0] && !draft[1] ? draft[0] : null;
  const maxDate = pendingFrom ? minDate(addDays(pendingFrom, MAX_RANGE_DAYS - 1), today) : today;
  const calendar = useRef<HTMLButtonElement>(null);
  const { Loaded: Calendar, standIn } = useCalendar(calendar);
  const shared = { label: 'Periodo', leftSection: <IconCalendar size={16} />, w: { base: '100%', xs: 320 } };

  return (
    <Stack gap="xs">
      <Chip.Group value={preset ?? ''} onChange={(value) => onChange(presetRange(value as PresetKey, today))}>
        <Group gap="xs" role="radiogroup" aria-label="Periodos rápidos">
          {presetKeys.map((key) => (
            <Chip key={key} value={key} size="sm" radius="sm">
              {presetLabels[key]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group align="flex-end" gap="sm">
        {Calendar ? (
          <Calendar
            {...shared}
            ref={calendar}
            type="range"
            value={draft}
            onChange={(value) => {
              setDraft(value);
              if (value[0] && value[1]) onChange({ from: value[0], to: value[1] });
            }}
            allowSingleDateInRange
            maxDate={maxDate}
            minDate={pendingFrom ? addDays(pendingFrom, -(MAX_RANGE_DAYS - 1)) : undefined}
            valueFormat="D MMM YYYY"
            labelSeparator="al"
            popoverProps={{ position: 'bottom-start' }}
          />
        ) : (
          <TextInput
            {...shared}
            {...standIn}
            value={draft[0] ? `${dayText(draft[0])}${draft[1] ? ` al ${dayText(draft[1])}` : ''}` : ''}
            readOnly
            pointer
          />
        )}
      </Group>
      <Text size="xs" c="dimmed">
        Fechas y horas en la zona horaria del comercio. Hasta {MAX_RANGE_DAYS} días por reporte.
      </Text>
    </Stack>
  );
};

const minDate = (a: string, b: string) => (a < b ? a : b);
