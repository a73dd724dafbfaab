import { type WeekDay, weekDayLabels } from '@backoffice/shared';
import { Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { type DayErrors, type RangeDraft, suggestRange } from '../lib/schedule-draft.ts';
import { CopyDayButton } from './copy-day-button.tsx';
import { DayRangesEditor } from './day-ranges-editor.tsx';

type Props = {
  day: WeekDay;
  ranges: RangeDraft[];
  errors: DayErrors;
  onChange: (ranges: RangeDraft[]) => void;
  onCopy: (targets: WeekDay[]) => void;
};

export const WeekDayCard = ({ day, ranges, errors, onChange, onCopy }: Props) => {
  const label = weekDayLabels[day];
  const open = ranges.length > 0;
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="sm">
            <Text fw={600} w={90}>
              {label}
            </Text>
            <Switch
              checked={open}
              onChange={(event) => onChange(event.currentTarget.checked ? [suggestRange([])] : [])}
              label={open ? 'Abierto' : 'Cerrado'}
              aria-label={`${label} abierto`}
            />
          </Group>
          <CopyDayButton day={day} onCopy={onCopy} />
        </Group>
        {open && <DayRangesEditor ranges={ranges} errors={errors} onChange={onChange} />}
      </Stack>
    </Paper>
  );
};
