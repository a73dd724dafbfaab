import type { CompanyBalance, StatementLine } from '@backoffice/shared';
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { CentsInput } from '../../../components/money-input.tsx';
import { MutationError } from '../../../components/query-state.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useRecordCorrection } from '../api/partner-payments.ts';
import { partnerWording } from '../lib/balance.ts';

type Props = {
  company: CompanyBalance | null;
  /** The line being corrected, when the correction starts from one. */
  line?: StatementLine | null;
  onClose: () => void;
};

/** A correction is a new line on the company's statement, with its reason; lines are never edited. */
export const CorrectionModal = ({ company, line, onClose }: Props) => {
  const correct = useRecordCorrection();
  const [side, setSide] = useState<'charge' | 'credit'>('credit');
  const [amount, setAmount] = useState(0);
  const [reason, setReason] = useState('');
  const close = () => {
    correct.reset();
    setAmount(0);
    setReason('');
    onClose();
  };
  // zIndex: above the statement drawer it may be opened from.
  return (
    <Modal opened={company !== null} onClose={close} title="Registrar corrección" size="md" zIndex={300}>
      {company && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            correct.mutate(
              {
                company: company.company,
                amount: side === 'charge' ? amount : -amount,
                description: reason.trim(),
                corrects: line?.id,
              },
              {
                onSuccess: () => {
                  notifications.show({
                    color: 'green',
                    message: `Corrección registrada en el estado de cuenta de ${company.name}.`,
                  });
                  close();
                },
              },
            );
          }}
        >
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
              value={side}
              onChange={(next) => setSide(next as typeof side)}
              data={[
                { value: 'credit', label: 'A favor del comercio' },
                { value: 'charge', label: 'A cargo del comercio' },
              ]}
            />
            <CentsInput label="Importe" cents={amount} onCents={setAmount} required />
            <TextInput
              label="Motivo"
              description="El comercio lo lee en su estado de cuenta."
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              required
              maxLength={200}
            />
            <MutationError mutation={correct} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button type="submit" loading={correct.isPending} disabled={amount <= 0 || !reason.trim()}>
                Registrar corrección
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
};
