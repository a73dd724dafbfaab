import { ActionIcon, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { RangeDraft, RangeErrors } from '../lib/schedule-draft.ts';
import { ClockOnReach } from './clock-on-reach.tsx';

type Props = { range: RangeDraft; errors: RangeErrors; onChange: (range: RangeDraft) => void; onRemove: () => void };

const timeProps = { w: 128 };

export const TimeRangeRow = ({ range, errors, onChange, onRemove }: Props) => (
  <Group gap="xs" align="flex-start" wrap="wrap">
    <ClockOnReach
      {...timeProps}
      label="Abre"
      value={range.from}
      error={errors.from}
      onChange={(from) => onChange({ ...range, from })}
      style={{ flex: '0 1 auto' }}
    />
    <Text c="dimmed" pt={8}>
      a
    </Text>
    <ClockOnReach
      {...timeProps}
      label="Cierra"
      endOfDay
      value={range.to}
      error={errors.to}
      onChange={(to) => onChange({ ...range, to })}
      style={{ flex: '0 1 auto' }}
    />
    <ActionIcon variant="subtle" color="red" size="lg" mt={2} onClick={onRemove} aria-label="Quitar horario">
      <IconTrash size={18} />
    </ActionIcon>
  </Group>
);
