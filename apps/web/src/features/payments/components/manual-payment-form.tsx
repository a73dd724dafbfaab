import { type CompanyBalance, type ManualPaymentBody, manualPaymentBodySchema } from '@backoffice/shared';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CentsInput, centsField } from '../../../components/money-input.tsx';
import { MutationError } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { validateAs } from '../../../lib/schema-form.ts';
import { useRecordManualPayment } from '../api/partner-payments.ts';
import { partnerWording } from '../lib/balance.ts';

type Props = { company: CompanyBalance; onClose: () => void };

type Values = Pick<ManualPaymentBody, 'direction' | 'method' | 'amount' | 'reference'>;

/** Direction, method, amount (the balance to start with) and reference in @mantine/form, by the API's schema. */
export const ManualPaymentForm = ({ company, onClose }: Props) => {
  const record = useRecordManualPayment();
  const toBody = (values: Values): ManualPaymentBody => ({
    company: company.company,
    ...values,
    reference: values.reference.trim(),
  });
  const form = useForm<Values>({
    initialValues: {
      direction: 'company_to_partner',
      method: 'transfer',
      amount: Math.abs(company.balance),
      reference: '',
    },
    validate: validateAs(manualPaymentBodySchema, toBody),
  });
  const submit = form.onSubmit((values) =>
    record.mutate(toBody(values), {
      onSuccess: onClose,
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(fieldErrorsFromApi(error.details));
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          <b>{company.name}</b> · {partnerWording(company.balance, company.currency)}
        </Text>
        <SegmentedControl
          fullWidth
          {...form.getInputProps('direction')}
          data={[
            { value: 'company_to_partner', label: 'El comercio me pagó' },
            { value: 'partner_to_company', label: 'Yo le pagué' },
          ]}
        />
        <SegmentedControl
          fullWidth
          {...form.getInputProps('method')}
          data={[
            { value: 'transfer', label: 'Transferencia' },
            { value: 'cash', label: 'Efectivo' },
          ]}
        />
        <CentsInput label="Importe" {...centsField(form, 'amount')} required />
        <TextInput
          label="Referencia"
          description="Folio de la transferencia o número de recibo"
          {...form.getInputProps('reference')}
          required
          maxLength={200}
        />
        <MutationError mutation={record} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={record.isPending}>
            Registrar
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
