import { Alert, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatScheduleTime } from '../../../lib/clock.ts';
import { useOrderSlots } from '../api/get-order-slots.ts';

type Props = {
  company: string;
  /** The slot's start (ISO), or null for as soon as possible. */
  value: string | null;
  onChange: (start: string | null) => void;
};

const dayLabel = (date: string, index: number) =>
  index === 0 ? 'Hoy' : index === 1 ? 'Mañana' : date.split('-').reverse().slice(0, 2).join('/');

/** "¿Para cuándo?" in the phone-order form: as soon as possible or one of the shop's open slots (decision 054). */
export const TakeOrderSlot = ({ company, value, onChange }: Props) => {
  const [later, setLater] = useState(value !== null);
  const [date, setDate] = useState<string | undefined>(undefined);
  const slots = useOrderSlots(company, date, later);
  const shownDate = date ?? slots.data?.date ?? undefined;
  const available = (slots.data?.slots ?? []).filter((slot) => slot.available);

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="take-order-when">
        ¿Para cuándo?
      </Text>
      <SegmentedControl
        aria-labelledby="take-order-when"
        value={later ? 'later' : 'asap'}
        onChange={(choice) => {
          setLater(choice === 'later');
          if (choice === 'asap') onChange(null);
        }}
        data={[
          { value: 'asap', label: 'Lo antes posible' },
          { value: 'later', label: 'Programar' },
        ]}
      />
      {later && slots.isPending ? <Text size="sm">Buscando horarios…</Text> : null}
      {later && slots.isError ? (
        <Alert color="red" title="No pudimos cargar los horarios">
          <Button size="xs" variant="light" onClick={() => void slots.refetch()}>
            Reintentar
          </Button>
        </Alert>
      ) : null}
      {later && slots.data && slots.data.dates.length === 0 ? (
        <Text size="sm" c="gray.7">
          El comercio no recibe pedidos programados (Horarios → Pedidos programados).
        </Text>
      ) : null}
      {later && slots.data && slots.data.dates.length > 0 ? (
        <Group grow align="flex-start">
          <Select
            label="Día"
            size="md"
            allowDeselect={false}
            value={shownDate ?? null}
            onChange={(day) => {
              if (!day) return;
              setDate(day);
              onChange(null);
            }}
            data={slots.data.dates.map((day, index) => ({ value: day, label: dayLabel(day, index) }))}
          />
          <Select
            label="Hora"
            size="md"
            placeholder={available.length === 0 ? 'Sin horarios ese día' : 'Elige una hora'}
            value={value}
            onChange={(start) => onChange(start)}
            data={available.map((slot) => ({ value: slot.start, label: formatScheduleTime(slot.label) }))}
          />
        </Group>
      ) : null}
    </Stack>
  );
};
