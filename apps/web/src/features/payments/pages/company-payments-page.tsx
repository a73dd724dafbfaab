import { Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Page } from '../../../components/page.tsx';
import { ErrorState } from '../../../components/query-state.tsx';
import { useReportCompany } from '../../reports/index.ts';
import { useCompanyLedger } from '../api/company-ledger.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { PaymentHistory } from '../components/payment-history.tsx';
import { StatementDetail } from '../components/statement-detail.tsx';
import { StatementList } from '../components/statement-list.tsx';
import { weekdayNames } from '../lib/balance.ts';

/** The company's balance with its partner, its statements by period with their lines, and its payments. */
const CompanyPaymentsPage = () => {
  const { id } = useReportCompany();
  const ledger = useCompanyLedger(id);
  const [picked, setPicked] = useState<string | null>(null);

  if (ledger.isPending) {
    return (
      <Page title="Pagos">
        <Skeleton height={120} radius="md" aria-label="Cargando saldo" />
        <Skeleton height={260} radius="md" />
      </Page>
    );
  }
  if (ledger.isError) {
    return (
      <Page title="Pagos">
        <ErrorState error={ledger.error} onRetry={() => ledger.refetch()} retrying={ledger.isFetching} />
      </Page>
    );
  }
  const data = ledger.data;
  const selected = picked ?? data.statements[0]?.periodStart ?? null;
  const { periodWeeks, cutoffDay } = data.settings;
  return (
    <Page title="Pagos">
      <BalanceCard ledger={data} />
      <Stack gap="sm">
        <Title order={4}>Estados de cuenta</Title>
        <Text size="sm" c="dimmed">
          {`Periodos de ${periodWeeks === 1 ? 'una semana' : 'dos semanas'} que cierran el ${weekdayNames[cutoffDay]} a medianoche.`}
        </Text>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <StatementList
              statements={data.statements}
              selected={selected}
              onSelect={setPicked}
              currency={data.company.currency}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {selected && <StatementDetail company={data.company} period={selected} />}
          </Grid.Col>
        </Grid>
      </Stack>
      <PaymentHistory company={data.company.id} currency={data.company.currency} timeZone={data.company.timezone} />
    </Page>
  );
};

export default CompanyPaymentsPage;
