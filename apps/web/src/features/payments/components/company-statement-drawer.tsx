import type { CompanyBalance, StatementLine } from '@backoffice/shared';
import { Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '../../../components/query-state.tsx';
import { useCompanyLedger } from '../api/company-ledger.ts';
import { partnerWording } from '../lib/balance.ts';
import { PaymentHistory } from './payment-history.tsx';
import { StatementDetail } from './statement-detail.tsx';
import { StatementList } from './statement-list.tsx';

type Props = {
  company: CompanyBalance;
  onClose: () => void;
  /** Admins only: a correction of the whole balance (null) or of one line. */
  onCorrect?: (line: StatementLine | null) => void;
};

/** A company's statements as the partner reads them, with the lines it may correct, and its payments. */
export const CompanyStatementDrawer = ({ company, onClose, onCorrect }: Props) => {
  const ledger = useCompanyLedger(company.company);
  const [picked, setPicked] = useState<string | null>(null);
  const data = ledger.data;
  const selected = picked ?? data?.statements[0]?.periodStart ?? null;
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={`Estado de cuenta · ${company.name}`}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{partnerWording(data?.balance ?? company.balance, company.currency)}</Text>
          {onCorrect && (
            <Button size="xs" variant="default" onClick={() => onCorrect(null)}>
              Corregir el saldo
            </Button>
          )}
        </Group>
        {ledger.isPending ? (
          <Skeleton height={240} radius="md" aria-label="Cargando estados de cuenta" />
        ) : ledger.isError ? (
          <ErrorState error={ledger.error} onRetry={() => ledger.refetch()} retrying={ledger.isFetching} />
        ) : data ? (
          <>
            {selected && (
              <StatementDetail
                company={data.company}
                period={selected}
                onCorrectLine={onCorrect ? (line) => onCorrect(line) : undefined}
              />
            )}
            <StatementList
              statements={data.statements}
              selected={selected}
              onSelect={setPicked}
              currency={data.company.currency}
            />
            <PaymentHistory
              company={data.company.id}
              currency={data.company.currency}
              timeZone={data.company.timezone}
            />
          </>
        ) : null}
      </Stack>
    </Drawer>
  );
};
