import { Box, Button, Grid, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { useOrderReport } from '../api/get-order-report.ts';
import { FiguresSummary } from '../components/figures-summary.tsx';
import { PaymentBreakdown } from '../components/payment-breakdown.tsx';
import { RangePicker } from '../components/range-picker.tsx';
import { ReportOrdersTable } from '../components/report-orders-table.tsx';
import { ReportSkeleton } from '../components/report-skeleton.tsx';
import { SalesChart } from '../components/sales-chart.tsx';
import { useReportCompany } from '../hooks/use-report-company.ts';
import { type DateRange, describeRange, rangeFromSearch, todayIn } from '../lib/date-range.ts';
import { downloadText } from '../lib/download-file.ts';
import { csvFileName, ordersCsv } from '../lib/orders-csv.ts';

/** A company's orders and sales between two dates of its own calendar; the range lives in the address. */
const CompanyReportsPage = () => {
  const company = useReportCompany();
  const today = todayIn(company.timeZone);
  const [params, setParams] = useSearchParams();
  const range = rangeFromSearch(params, today);
  const report = useOrderReport(company.id, range, true);
  const data = report.data;
  const current = data && !report.isPlaceholderData ? data : undefined;

  const setRange = (next: DateRange) => setParams({ from: next.from, to: next.to }, { replace: true });
  const downloadCsv = () => {
    if (!current) return;
    downloadText(ordersCsv(current.orders, current.timezone), csvFileName(current.from, current.to));
  };

  return (
    <Page
      title="Reportes"
      actions={
        <Button
          leftSection={<IconDownload size={18} />}
          variant="default"
          onClick={downloadCsv}
          disabled={!current || current.orders.length === 0}
        >
          Descargar CSV
        </Button>
      }
    >
      <Paper withBorder p="md" radius="md">
        <RangePicker range={range} today={today} onChange={setRange} />
      </Paper>
      {report.isPending ? (
        <ReportSkeleton />
      ) : report.isError && !data ? (
        <ErrorState error={report.error} onRetry={() => report.refetch()} retrying={report.isFetching} />
      ) : data ? (
        <Box
          aria-busy={report.isPlaceholderData}
          style={{ opacity: report.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
        >
          <Stack gap="md">
            {report.isError && (
              <ErrorState error={report.error} onRetry={() => report.refetch()} retrying={report.isFetching} />
            )}
            <Text c="dimmed" size="sm">
              {describeRange(data)}
            </Text>
            {data.totals.orders === 0 ? (
              <EmptyState title="Sin pedidos en este periodo" description="Elige otro periodo para ver tus ventas." />
            ) : (
              <>
                <FiguresSummary totals={data.totals} currency={data.currency} />
                <Grid gap="md">
                  <Grid.Col span={{ base: 12, md: 8 }}>
                    <SalesChart days={data.days} currency={data.currency} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, md: 4 }}>
                    <PaymentBreakdown byPayment={data.byPayment} currency={data.currency} />
                  </Grid.Col>
                </Grid>
                <ReportOrdersTable
                  key={`${data.from}/${data.to}`}
                  orders={data.orders}
                  timeZone={data.timezone}
                  currency={data.currency}
                  truncated={data.truncated}
                />
              </>
            )}
          </Stack>
        </Box>
      ) : null}
    </Page>
  );
};

export default CompanyReportsPage;
