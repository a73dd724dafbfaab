import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { draftId, type SpecialDateDraft, type SpecialDateErrors } from '../lib/schedule-draft.ts';
import { SpecialDateCard } from './special-date-card.tsx';

type Props = {
  days: SpecialDateDraft[];
  errors: SpecialDateErrors[];
  today: string;
  onChange: (days: SpecialDateDraft[]) => void;
};

/** Holidays and one-off hours: each replaces the weekly hours of its date. */
export const SpecialDatesEditor = ({ days, errors, today, onChange }: Props) => (
  <Stack gap="sm">
    {days.length === 0 && (
      <Text c="dimmed" size="sm">
        No tienes fechas especiales. Agrega los días festivos o las fechas con un horario distinto al de la semana.
      </Text>
    )}
    {days.map((day, index) => (
      <SpecialDateCard
        key={day.id}
        day={day}
        errors={errors[index] ?? { ranges: [] }}
        today={today}
        onChange={(next) => onChange(days.map((item) => (item.id === day.id ? { ...next, touched: true } : item)))}
        onRemove={() => onChange(days.filter((item) => item.id !== day.id))}
      />
    ))}
    <Button
      variant="light"
      leftSection={<IconCalendarPlus size={18} />}
      onClick={() =>
        onChange([...days, { id: draftId(), date: null, closed: true, ranges: [], note: '', touched: false }])
      }
      style={{ alignSelf: 'flex-start' }}
    >
      Agregar fecha especial
    </Button>
  </Stack>
);
