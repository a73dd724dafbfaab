import { DEFAULT_SLOT_SETTINGS, type SlotSettings, slotLengths } from '@backoffice/shared';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { LazySelect } from '../../../components/lazy-select.tsx';
import { NumberInputOnReach } from '../../../components/number-on-reach.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { validateOnUse } from '../../../lib/schema-form.ts';
import { useSaveSlotSettings } from '../api/save-slot-settings.ts';

type Props = { companyId: string; settings: Partial<SlotSettings> };

/** The API's own schema and messages, downloaded (with zod) when the card is first used (decision 057). */
const check = validateOnUse(async () => (await import('@backoffice/shared/order-slots-schema')).slotSettingsSchema);

const whole = (value: string | number, fallback: number) => (typeof value === 'number' ? value : fallback);

/**
 * Pedidos programados (decision 054): how long a slot lasts, how far ahead a customer must order, how many orders
 * each slot takes (0: none for later) and how many days ahead the storefront offers.
 */
export const SlotSettingsCard = ({ companyId, settings }: Props) => {
  // The API's own schema and messages: a number out of range says so on its field.
  const form = useForm<SlotSettings>({
    initialValues: { ...DEFAULT_SLOT_SETTINGS, ...settings },
    validate: check.validate,
  });
  const draft = form.values;
  const save = useSaveSlotSettings(companyId);
  const numberProps = (field: 'slotLeadMinutes' | 'slotCapacity' | 'slotDaysAhead') => ({
    value: draft[field],
    error: form.errors[field],
    onChange: (value: string | number) => form.setFieldValue(field, whole(value, 0)),
  });

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="slot-settings-title"
      onFocusCapture={check.preload}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="slot-settings-title">
          Pedidos programados
        </Title>
        <Text size="sm" c="gray.7">
          Tus clientes pueden pedir para más tarde en turnos de tus horarios. El pedido suena a la hora del turno menos
          tu tiempo de preparación. Con 0 pedidos por turno no se aceptan pedidos programados.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <LazySelect
            label="Duración de cada turno"
            data={slotLengths.map((minutes) => ({ value: String(minutes), label: `${minutes} minutos` }))}
            value={String(draft.slotMinutes)}
            onChange={(value) => value && form.setFieldValue('slotMinutes', Number(value))}
            error={form.errors.slotMinutes}
            allowDeselect={false}
          />
          <NumberInputOnReach
            label="Anticipación mínima (minutos)"
            min={0}
            max={1440}
            {...numberProps('slotLeadMinutes')}
          />
          <NumberInputOnReach label="Pedidos por turno" min={0} max={500} {...numberProps('slotCapacity')} />
          <NumberInputOnReach
            label="Días por adelantado"
            description="0: solo hoy"
            min={0}
            max={14}
            {...numberProps('slotDaysAhead')}
          />
        </SimpleGrid>
        {save.isError ? (
          <Alert color="red" title="No se guardó">
            {save.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            loading={save.isPending}
            onClick={() =>
              check.onSubmit(form, (values) =>
                save.mutate(values, {
                  onSuccess: () =>
                    notifications.show({
                      color: 'green',
                      title: 'Pedidos programados guardados',
                      message: 'La tienda ya ofrece los nuevos turnos.',
                    }),
                  onError: (error) => {
                    if (error instanceof ApiError) form.setErrors(fieldErrorsFromApi(error.details));
                  },
                }),
              )()
            }
          >
            Guardar turnos
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
