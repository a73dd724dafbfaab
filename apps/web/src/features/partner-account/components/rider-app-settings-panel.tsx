import type { RiderAppSettings } from '@backoffice/shared';
import { type ProofKind, proofKindLabels, proofKinds } from '@backoffice/shared/proof-kinds';
import { Button, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { LazySelect } from '../../../components/lazy-select.tsx';
import { NumberInputOnReach } from '../../../components/number-on-reach.tsx';
import { ErrorState, MutationError } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { validateOnUse } from '../../../lib/schema-form.ts';
import { useRiderAppSettings, useSaveRiderAppSettings } from '../api/rider-app-settings.ts';

type Values = { acceptSeconds: number | string; proof: ProofKind; autoAssign: boolean };

/** The body the form sends: an emptied seconds field is sent as missing, which the API's schema names. */
const settingsBody = ({ acceptSeconds, ...rest }: Values) => ({
  ...rest,
  acceptSeconds: acceptSeconds === '' ? undefined : Number(acceptSeconds),
});

/** The API's own schema, downloaded (with zod) when the form is first used (decision 057). */
const check = validateOnUse(
  async () => (await import('@backoffice/shared/rider-app')).riderAppSettingsSchema,
  settingsBody,
);

const SettingsForm = ({ initial }: { initial: Required<RiderAppSettings> }) => {
  const save = useSaveRiderAppSettings();
  // @mantine/form checked by the API's own schema, as the operator types (the old hand-written check did too).
  const form = useForm<Values>({
    initialValues: initial,
    validate: check.validate,
    validateInputOnChange: true,
  });
  const submit = check.onSubmit(form, (values) =>
    save.mutate(
      { ...values, acceptSeconds: Number(values.acceptSeconds) },
      {
        onSuccess: () => notifications.show({ color: 'green', message: 'Reglas de repartidores guardadas.' }),
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(fieldErrorsFromApi(error.details));
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} onFocusCapture={check.preload} noValidate>
      <Stack>
        <Group grow wrap="wrap" align="flex-start">
          <NumberInputOnReach
            label="Segundos para aceptar una tarea"
            description="Después vuelve al despacho (de 30 s a 30 min)"
            min={30}
            max={1800}
            step={30}
            allowDecimal={false}
            {...form.getInputProps('acceptSeconds')}
            style={{ minWidth: 220 }}
          />
          <LazySelect
            label="Comprobante de entrega"
            data={proofKinds.map((value) => ({ value, label: proofKindLabels[value] }))}
            {...form.getInputProps('proof')}
            allowDeselect={false}
            style={{ minWidth: 220 }}
          />
        </Group>
        <Switch
          label="Asignar automáticamente al primer sugerido"
          description="Cada mandado nuevo se ofrece al repartidor sugerido; si no acepta a tiempo o lo rechaza, al siguiente. Si nadie acepta, queda en el despacho."
          {...form.getInputProps('autoAssign', { type: 'checkbox' })}
          data-testid="rider-auto-assign"
        />
        <MutationError mutation={save} title="No se pudieron guardar las reglas" />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Guardar reglas
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** The riders' app rules of the partner, with auto-assign (decision 055). */
export const RiderAppSettingsPanel = () => {
  const settings = useRiderAppSettings();
  return (
    <Paper withBorder p="lg" data-testid="rider-app-settings">
      <Stack>
        <Stack gap={2}>
          <Title order={4}>App de repartidores</Title>
          <Text size="sm" c="dimmed">
            Cuánto tiempo tiene un repartidor para aceptar, qué comprobante pide la entrega y si los mandados se ofrecen
            solos.
          </Text>
        </Stack>
        {settings.isPending ? (
          <Skeleton h={120} radius="md" />
        ) : settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => settings.refetch()} retrying={settings.isFetching} />
        ) : (
          <SettingsForm key={JSON.stringify(settings.data)} initial={settings.data} />
        )}
      </Stack>
    </Paper>
  );
};
