import { localDate } from '@backoffice/shared';
import { Box, Button, Grid, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState, errorMessage } from '../../../components/query-state.tsx';
import { getAllReportOrders, REPORT_PAGE_SIZE, useOrderReport } from '../api/get-order-report.ts';
import { FiguresSummary } from '../components/figures-summary.tsx';
import { PaymentBreakdown } from '../components/payment-breakdown.tsx';
import { RangePicker } from '../components/range-picker.tsx';
import { ReportOrdersTable } from '../components/report-orders-table.tsx';
import { ReportSkeleton } from '../components/report-skeleton.tsx';
import { useReportCompany } from '../hooks/use-report-company.ts';
import { type DateRange, describeRange, rangeFromSearch } from '../lib/date-range.ts';
import { downloadText } from '../lib/download-file.ts';
import { csvFileName, ordersCsv } from '../lib/orders-csv.ts';

// The chart and its library (recharts, about 126 kB gzip) come after the screen, a placeholder of its height in
// their place: they are not part of the screen's first load.
const SalesChart = lazyPart(
  () => import('../components/sales-chart.tsx').then((module) => module.SalesChart),
  <Skeleton h={360} radius="md" />,
);

/** A company's orders and sales between two dates of its own calendar; the range lives in the address. */
const CompanyReportsPage = () => {
  const company = useReportCompany();
  const today = localDate(new Date(), company.timeZone);
  const [params, setParams] = useSearchParams();
  const range = rangeFromSearch(params, today);
  // The table's page belongs to one range: another range starts again at its first page.
  const [paging, setPaging] = useState({ range: '', page: 1 });
  const rangeKey = `${range.from}/${range.to}`;
  const page = paging.range === rangeKey ? paging.page : 1;
  const report = useOrderReport(company.id, range, (page - 1) * REPORT_PAGE_SIZE, true);
  const data = report.data;
  const current = data && !report.isPlaceholderData ? data : undefined;
  const [downloading, setDownloading] = useState(false);

  const setRange = (next: DateRange) => setParams({ from: next.from, to: next.to }, { replace: true });
  const downloadCsv = async () => {
    if (!current) return;
    setDownloading(true);
    try {
      const orders = await getAllReportOrders(company.id, range);
      downloadText(ordersCsv(orders, current.timezone), csvFileName(current.from, current.to));
    } catch (error) {
      notifications.show({ color: 'red', title: 'No se pudo descargar el CSV', message: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Page
      title="Reportes"
      actions={
        <Button
          leftSection={<IconDownload size={18} />}
          variant="default"
          onClick={downloadCsv}
          loading={downloading}
          disabled={!current || current.orders.total === 0}
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
                  orders={data.orders}
                  page={page}
                  pageSize={REPORT_PAGE_SIZE}
                  onPageChange={(next) => setPaging({ range: rangeKey, page: next })}
                  timeZone={data.timezone}
                  currency={data.currency}
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
