import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { IconClock, IconTrash } from '@tabler/icons-react';
import type { RangeDraft, RangeErrors } from '../lib/schedule-draft.ts';

type Props = { range: RangeDraft; errors: RangeErrors; onChange: (range: RangeDraft) => void; onRemove: () => void };

const timeProps = {
  placeholder: 'HH:MM',
  maxLength: 5,
  inputMode: 'numeric' as const,
  leftSection: <IconClock size={16} />,
  w: 120,
};

export const TimeRangeRow = ({ range, errors, onChange, onRemove }: Props) => (
  <Group gap="xs" align="flex-start" wrap="nowrap">
    <TextInput
      {...timeProps}
      aria-label="Abre"
      value={range.from}
      error={errors.from}
      onChange={(event) => onChange({ ...range, from: event.currentTarget.value })}
      style={{ flex: '0 1 auto' }}
    />
    <Text c="dimmed" pt={8}>
      a
    </Text>
    <TextInput
      {...timeProps}
      aria-label="Cierra"
      value={range.to}
      error={errors.to}
      onChange={(event) => onChange({ ...range, to: event.currentTarget.value })}
      style={{ flex: '0 1 auto' }}
    />
    <ActionIcon variant="subtle" color="red" size="lg" mt={2} onClick={onRemove} aria-label="Quitar horario">
      <IconTrash size={18} />
    </ActionIcon>
  </Group>
);
