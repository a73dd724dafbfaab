import { type RiderCash, riderCashHandoverBodySchema } from '@backoffice/shared';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MoneyInput } from '../../../components/money-input.tsx';
import { MutationError } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { formatMoney } from '../../../lib/money.ts';
import { validateAs } from '../../../lib/schema-form.ts';
import { useRecordHandover } from '../api/rider-app-access.ts';

/** What the API answers (409) to a handover larger than the cash the rider holds. */
const MORE_THAN_IN_HAND = 'El monto es mayor que el efectivo que tiene el repartidor';

type Values = { amount: number | string; note: string };

/**
 * The amount handed over (in pesos, sent in cents) and a note in @mantine/form, checked by the API's own handover
 * schema, and against the cash in hand with the API's words (decision 060).
 */
export const HandoverForm = ({ rider, onClose }: { rider: RiderCash; onClose: () => void }) => {
  const record = useRecordHandover();
  const toBody = (values: Values) => ({
    rider: rider.rider,
    // An emptied field is nothing handed over, which the API's schema refuses in its words.
    amount: Math.round(Number(values.amount || 0) * 100),
    note: values.note.trim() || undefined,
  });
  const check = validateAs(riderCashHandoverBodySchema, toBody);
  const form = useForm<Values>({
    initialValues: { amount: rider.cashInHand / 100, note: '' },
    validate: (values): FormErrors => {
      const errors = check(values);
      if (!errors.amount && toBody(values).amount > rider.cashInHand) errors.amount = MORE_THAN_IN_HAND;
      return errors;
    },
    validateInputOnChange: ['amount'],
  });
  const submit = form.onSubmit((values) =>
    record.mutate(toBody(values), {
      onSuccess: (saved) => {
        notifications.show({
          color: 'green',
          title: 'Corte registrado',
          message: `${rider.name} entregó ${formatMoney(saved.amount)}; le quedan ${formatMoney(saved.cashInHand)}.`,
        });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(fieldErrorsFromApi(error.details));
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">Efectivo en mano: {formatMoney(rider.cashInHand)}</Text>
        <MoneyInput label="Monto que entrega" {...form.getInputProps('amount')} />
        <Textarea label="Nota" maxLength={300} {...form.getInputProps('note')} />
        <MutationError mutation={record} title="No se registró el corte" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={record.isPending}>
            Registrar corte
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
