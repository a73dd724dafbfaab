import { MAX_ORDER_MINUTES } from '@backoffice/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LazyNumberInput } from '../../../components/lazy-number-input.tsx';

export const QUICK_MINUTES = [10, 15, 20, 30, 45] as const;

type MinutesPickerProps = {
  label: string;
  submitLabel: string;
  initial?: number | null;
  loading?: boolean;
  onSubmit: (minutes: number) => void;
  onCancel?: () => void;
};

/** Preparation minutes: quick choices for the counter, or any other number from 1 to 240. */
export const MinutesPicker = ({ label, submitLabel, initial, loading, onSubmit, onCancel }: MinutesPickerProps) => {
  const [minutes, setMinutes] = useState<number | string>(initial ?? '');
  const value = typeof minutes === 'number' ? minutes : Number.parseInt(minutes, 10);
  const valid = Number.isInteger(value) && value >= 1 && value <= MAX_ORDER_MINUTES;
  return (
    <Stack gap="sm">
      <Text fw={600}>{label}</Text>
      <Group gap="xs" role="group" aria-label="Minutos rápidos">
        {QUICK_MINUTES.map((quick) => (
          <Button
            key={quick}
            size="md"
            variant={value === quick ? 'filled' : 'default'}
            onClick={() => setMinutes(quick)}
            miw={64}
          >
            {quick} min
          </Button>
        ))}
      </Group>
      <LazyNumberInput
        label="Otro tiempo (minutos)"
        size="md"
        min={1}
        max={MAX_ORDER_MINUTES}
        allowDecimal={false}
        value={minutes}
        onChange={setMinutes}
        error={minutes !== '' && !valid ? `Escribe de 1 a ${MAX_ORDER_MINUTES} minutos` : undefined}
      />
      <Group gap="sm" grow>
        {onCancel && (
          <Button variant="default" size="md" onClick={onCancel}>
            Volver
          </Button>
        )}
        <Button size="md" color="green" disabled={!valid} loading={loading} onClick={() => onSubmit(value)}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
};
