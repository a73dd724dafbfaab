import { addDays } from '@backoffice/shared';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  type DateRange,
  MAX_RANGE_DAYS,
  matchingPreset,
  type PresetKey,
  presetKeys,
  presetLabels,
  presetRange,
} from '../lib/date-range.ts';
import '../../../lib/dayjs-es.ts';

type Props = { range: DateRange; today: string; onChange: (range: DateRange) => void };

/** Presets for the usual questions, and a calendar for any other range (up to the days the API answers). */
export const RangePicker = ({ range, today, onChange }: Props) => {
  const [draft, setDraft] = useState<[string | null, string | null]>([range.from, range.to]);
  useEffect(() => setDraft([range.from, range.to]), [range.from, range.to]);
  const preset = matchingPreset(range, today);
  // While only the first date is chosen, the calendar offers at most MAX_RANGE_DAYS from it.
  const pendingFrom = draft[0] && !draft[1] ? draft[0] : null;
  const maxDate = pendingFrom ? minDate(addDays(pendingFrom, MAX_RANGE_DAYS - 1), today) : today;

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
        <DatePickerInput
          type="range"
          label="Periodo"
          leftSection={<IconCalendar size={16} />}
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
          w={{ base: '100%', xs: 320 }}
          popoverProps={{ position: 'bottom-start' }}
        />
      </Group>
      <Text size="xs" c="dimmed">
        Fechas y horas en la zona horaria del comercio. Hasta {MAX_RANGE_DAYS} días por reporte.
      </Text>
    </Stack>
  );
};

const minDate = (a: string, b: string) => (a < b ? a : b);
