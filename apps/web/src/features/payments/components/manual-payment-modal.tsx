import type { CompanyBalance } from '@backoffice/shared';
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CentsInput } from '../../../components/money-input.tsx';
import { MutationError } from '../../../components/query-state.tsx';
import { useRecordManualPayment } from '../api/partner-payments.ts';
import { partnerWording } from '../lib/balance.ts';

type Props = { company: CompanyBalance | null; onClose: () => void };

/** A cash or transfer payment either way, with its reference; it enters the ledger at once. */
export const ManualPaymentModal = ({ company, onClose }: Props) => {
  const record = useRecordManualPayment();
  const suggested = company ? Math.abs(company.balance) : 0;
  const [direction, setDirection] = useState<'company_to_partner' | 'partner_to_company'>('company_to_partner');
  const [method, setMethod] = useState<'cash' | 'transfer'>('transfer');
  const [amount, setAmount] = useState<number | null>(null);
  const [reference, setReference] = useState('');
  const close = () => {
    record.reset();
    setAmount(null);
    setReference('');
    onClose();
  };
  const value = amount ?? suggested;
  return (
    <Modal opened={company !== null} onClose={close} title="Registrar pago" size="md">
      {company && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            record.mutate(
              { company: company.company, direction, method, amount: value, reference: reference.trim() },
              { onSuccess: close },
            );
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              <b>{company.name}</b> · {partnerWording(company.balance, company.currency)}
            </Text>
            <SegmentedControl
              fullWidth
              value={direction}
              onChange={(next) => setDirection(next as typeof direction)}
              data={[
                { value: 'company_to_partner', label: 'El comercio me pagó' },
                { value: 'partner_to_company', label: 'Yo le pagué' },
              ]}
            />
            <SegmentedControl
              fullWidth
              value={method}
              onChange={(next) => setMethod(next as typeof method)}
              data={[
                { value: 'transfer', label: 'Transferencia' },
                { value: 'cash', label: 'Efectivo' },
              ]}
            />
            <CentsInput label="Importe" cents={value} onCents={setAmount} required />
            <TextInput
              label="Referencia"
              description="Folio de la transferencia o número de recibo"
              value={reference}
              onChange={(event) => setReference(event.currentTarget.value)}
              required
              maxLength={200}
            />
            <MutationError mutation={record} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button type="submit" loading={record.isPending} disabled={value <= 0 || !reference.trim()}>
                Registrar
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
};
