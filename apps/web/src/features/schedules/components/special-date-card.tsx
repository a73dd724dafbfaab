import { ActionIcon, Group, Paper, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { IconCalendar, IconTrash } from '@tabler/icons-react';
import { DateInputOnReach } from '../../../components/date-input-on-reach.tsx';
import type { SpecialDateDraft, SpecialDateErrors } from '../lib/schedule-draft.ts';
import { suggestRange } from '../lib/schedule-draft.ts';
import { DayRangesEditor } from './day-ranges-editor.tsx';

type Props = {
  day: SpecialDateDraft;
  errors: SpecialDateErrors;
  today: string;
  onChange: (day: SpecialDateDraft) => void;
  onRemove: () => void;
};

export const SpecialDateCard = ({ day, errors, today, onChange, onRemove }: Props) => (
  <Paper withBorder p="sm" radius="md" role="group" aria-label={`Fecha especial ${day.date ?? 'sin fecha'}`}>
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" style={{ flex: 1 }}>
          <DateInputOnReach
            label="Fecha"
            placeholder="Elige el día"
            leftSection={<IconCalendar size={16} />}
            valueFormat="dddd D [de] MMMM YYYY"
            value={day.date}
            minDate={day.date && day.date < today ? undefined : today}
            onChange={(date) => onChange({ ...day, date: date ? String(date).slice(0, 10) : null })}
            error={errors.date}
            nextLabel="Mes siguiente"
            previousLabel="Mes anterior"
          />
          <TextInput
            label="Nota"
            placeholder="Ej. Día festivo, inventario…"
            value={day.note}
            error={errors.note}
            maxLength={200}
            onChange={(event) => onChange({ ...day, note: event.currentTarget.value })}
          />
        </SimpleGrid>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          mt={26}
          onClick={onRemove}
          aria-label="Quitar fecha especial"
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
      <Switch
        label="Cerrado todo el día"
        checked={day.closed}
        onChange={(event) => {
          const closed = event.currentTarget.checked;
          onChange({ ...day, closed, ranges: closed || day.ranges.length > 0 ? day.ranges : [suggestRange([])] });
        }}
      />
      {!day.closed && (
        <DayRangesEditor ranges={day.ranges} errors={errors} onChange={(ranges) => onChange({ ...day, ranges })} />
      )}
    </Stack>
  </Paper>
);
