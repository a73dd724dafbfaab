import { type LedgerSettings, ledgerSettingsBodySchema } from '@backoffice/shared';
import { Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { MutationError } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { validateAs } from '../../../lib/schema-form.ts';
import { useSaveLedgerSettings } from '../api/partner-payments.ts';
import { weekdayNames } from '../lib/balance.ts';

type Props = { settings: LedgerSettings; canEdit: boolean };

/** The commission is typed as a percentage; the selects hold strings. */
type Values = { commission: number | string; periodWeeks: string; cutoffDay: string };

const valuesOf = (settings: LedgerSettings): Values => ({
  commission: settings.commissionBps / 100,
  periodWeeks: String(settings.periodWeeks),
  cutoffDay: String(settings.cutoffDay),
});

/** The body the form sends; an emptied commission is sent as missing, which the API's schema names. */
const settingsBody = (values: Values) => ({
  commissionBps: values.commission === '' ? undefined : Math.round(Number(values.commission) * 100),
  periodWeeks: Number(values.periodWeeks) === 2 ? (2 as const) : (1 as const),
  cutoffDay: Number(values.cutoffDay),
});

/** The settlement terms in @mantine/form, checked by the API's own schema (decision 060). */
export const SettingsForm = ({ settings, canEdit }: Props) => {
  const save = useSaveLedgerSettings();
  const form = useForm<Values>({
    initialValues: valuesOf(settings),
    validate: (values) => {
      const { commissionBps, ...errors } = validateAs(ledgerSettingsBodySchema, settingsBody)(values);
      return { ...errors, commission: commissionBps };
    },
  });
  // Saved terms come back from the server (or another tab's change): the fields follow them.
  const { setValues } = form;
  useEffect(() => setValues(valuesOf(settings)), [settings, setValues]);
  const submit = form.onSubmit((values) =>
    save.mutate(
      { ...settingsBody(values), commissionBps: Math.round(Number(values.commission) * 100) },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const { commissionBps, ...errors } = fieldErrorsFromApi(error.details);
          form.setErrors({ ...errors, commission: commissionBps });
        },
      },
    ),
  );
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={5}>Condiciones de liquidación</Title>
          <Group align="flex-start" wrap="wrap" gap="sm">
            <NumberInput
              label="Comisión predeterminada"
              suffix=" %"
              min={0}
              max={100}
              decimalScale={2}
              {...form.getInputProps('commission')}
              disabled={!canEdit}
              w={170}
            />
            <Select
              label="Periodo"
              data={[
                { value: '1', label: 'Semanal' },
                { value: '2', label: 'Cada dos semanas' },
              ]}
              {...form.getInputProps('periodWeeks')}
              allowDeselect={false}
              disabled={!canEdit}
              w={180}
            />
            <Select
              label="Día de corte"
              data={weekdayNames.map((name, day) => ({ value: String(day), label: name }))}
              {...form.getInputProps('cutoffDay')}
              allowDeselect={false}
              disabled={!canEdit}
              w={160}
            />
            {canEdit && (
              <Button type="submit" loading={save.isPending} style={LABEL_OFFSET}>
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

/** Level with the inputs, below their one-line labels, and stays there when an error shows under one. */
const LABEL_OFFSET = { marginTop: 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height))' };
