import { adjustmentBodySchema, type CompanyBalance, type StatementLine } from '@backoffice/shared';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CentsInput, centsField } from '../../../components/money-input.tsx';
import { MutationError } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { formatMoney } from '../../../lib/money.ts';
import { validateAs } from '../../../lib/schema-form.ts';
import { useRecordCorrection } from '../api/partner-payments.ts';
import { partnerWording } from '../lib/balance.ts';

type Props = { company: CompanyBalance; line?: StatementLine | null; onClose: () => void };

type Values = { side: 'charge' | 'credit'; amount: number; reason: string };

/** The body the form sends: a charge is positive, a credit negative; the reason is the line's description. */
const correctionBody = (company: CompanyBalance, line: StatementLine | null | undefined, values: Values) => ({
  company: company.company,
  amount: values.side === 'charge' ? values.amount : -values.amount,
  description: values.reason.trim(),
  corrects: line?.id,
});

/** Side, amount and reason in @mantine/form, checked by the API's own adjustment schema (decision 060). */
export const CorrectionForm = ({ company, line, onClose }: Props) => {
  const correct = useRecordCorrection();
  const form = useForm<Values>({
    initialValues: { side: 'credit', amount: 0, reason: '' },
    validate: (values) => {
      const { amount, description } = validateAs(adjustmentBodySchema, () => correctionBody(company, line, values))(
        values,
      );
      return { amount, reason: description };
    },
  });
  const submit = form.onSubmit((values) =>
    correct.mutate(correctionBody(company, line, values), {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: `Corrección registrada en el estado de cuenta de ${company.name}.`,
        });
        onClose();
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const { amount, description } = fieldErrorsFromApi(error.details);
        form.setErrors({ amount, reason: description });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          <b>{company.name}</b> · {partnerWording(company.balance, company.currency)}
        </Text>
        {line && (
          <Text size="sm" c="dimmed" data-testid="corrected-line">
            {`Corrige: ${line.description} (${formatMoney(line.amount, company.currency)})`}
          </Text>
        )}
        <SegmentedControl
          fullWidth
          {...form.getInputProps('side')}
          data={[
            { value: 'credit', label: 'A favor del comercio' },
            { value: 'charge', label: 'A cargo del comercio' },
          ]}
        />
        <CentsInput label="Importe" {...centsField(form, 'amount')} required />
        <TextInput
          label="Motivo"
          description="El comercio lo lee en su estado de cuenta."
          {...form.getInputProps('reason')}
          required
          maxLength={200}
        />
        <MutationError mutation={correct} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={correct.isPending}>
            Registrar corrección
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
