import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { coversWholeDay } from '../lib/hours-text.ts';
import { type DayErrors, type RangeDraft, suggestRange } from '../lib/schedule-draft.ts';
import { TimeRangeRow } from './time-range-row.tsx';

type Props = { ranges: RangeDraft[]; errors: DayErrors; onChange: (ranges: RangeDraft[]) => void };

/** The ranges of one day; "24:00" closes at midnight and a night shift is two ranges on two days. */
export const DayRangesEditor = ({ ranges, errors, onChange }: Props) => (
  <Stack gap="xs">
    {coversWholeDay(ranges) && (
      <Text size="sm" fw={600} c="teal.8">
        Todo el día
      </Text>
    )}
    {ranges.map((range, index) => (
      <TimeRangeRow
        key={range.id}
        range={range}
        errors={errors.ranges[index] ?? {}}
        onChange={(next) => onChange(ranges.map((item) => (item.id === range.id ? next : item)))}
        onRemove={() => onChange(ranges.filter((item) => item.id !== range.id))}
      />
    ))}
    {errors.day && (
      <Text c="red" size="sm">
        {errors.day}
      </Text>
    )}
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconPlus size={14} />}
      onClick={() => onChange([...ranges, suggestRange(ranges)])}
      style={{ alignSelf: 'flex-start' }}
    >
      Agregar horario
    </Button>
  </Stack>
);
