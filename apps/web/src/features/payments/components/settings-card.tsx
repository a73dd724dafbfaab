import type { LedgerSettings } from '@backoffice/shared';
import { Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MutationError } from '../../../components/query-state.tsx';
import { useSaveLedgerSettings } from '../api/partner-payments.ts';
import { weekdayNames } from '../lib/balance.ts';

/** Default commission, period length and cut-off day; a change applies from the next period. */
export const SettingsCard = ({ settings, canEdit }: { settings: LedgerSettings; canEdit: boolean }) => {
  const save = useSaveLedgerSettings();
  const [draft, setDraft] = useState(settings);
  useEffect(() => setDraft(settings), [settings]);
  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ ...draft, periodWeeks: draft.periodWeeks === 2 ? 2 : 1 });
        }}
      >
        <Stack gap="sm">
          <Title order={5}>Condiciones de liquidación</Title>
          <Group align="flex-end" wrap="wrap" gap="sm">
            <NumberInput
              label="Comisión predeterminada"
              suffix=" %"
              min={0}
              max={100}
              decimalScale={2}
              value={draft.commissionBps / 100}
              onChange={(value) => setDraft({ ...draft, commissionBps: Math.round(Number(value || 0) * 100) })}
              disabled={!canEdit}
              w={170}
            />
            <Select
              label="Periodo"
              data={[
                { value: '1', label: 'Semanal' },
                { value: '2', label: 'Cada dos semanas' },
              ]}
              value={String(draft.periodWeeks)}
              onChange={(value) => setDraft({ ...draft, periodWeeks: Number(value ?? 1) })}
              allowDeselect={false}
              disabled={!canEdit}
              w={180}
            />
            <Select
              label="Día de corte"
              data={weekdayNames.map((name, day) => ({ value: String(day), label: name }))}
              value={String(draft.cutoffDay)}
              onChange={(value) => setDraft({ ...draft, cutoffDay: Number(value ?? 0) })}
              allowDeselect={false}
              disabled={!canEdit}
              w={160}
            />
            {canEdit && (
              <Button type="submit" loading={save.isPending}>
                Guardar
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            El periodo cierra a medianoche del día de corte, en la zona horaria de cada comercio. Un cambio se aplica a
            partir del siguiente periodo.
          </Text>
          <MutationError mutation={save} />
          {save.isSuccess && (
            <Text size="sm" c="green.8">
              Condiciones guardadas.
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
};
