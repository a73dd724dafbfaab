import { localDate } from '@backoffice/shared';
import { Box, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { usePartnerPlace } from '../../../hooks/use-partner-place.ts';
import { useCityStateMonth } from '../api/get-city-state-month.ts';
import { CompaniesMonthTable } from '../components/companies-month-table.tsx';
import { FiguresSummary } from '../components/figures-summary.tsx';
import { MonthPlaceFilter } from '../components/month-place-filter.tsx';
import { ReportSkeleton } from '../components/report-skeleton.tsx';
import { DEFAULT_TIME_ZONE } from '../lib/date-range.ts';
import { monthFromSearch, monthOf, monthTitle, monthValue } from '../lib/month.ts';

// The chart and its library (recharts, about 126 kB gzip) come after the screen, a placeholder of its height in
// their place: they are not part of the screen's first load.
const SalesChart = lazyPart(
  () => import('../components/sales-chart.tsx').then((module) => module.SalesChart),
  <Skeleton h={360} radius="md" />,
);

/** A month across the partner's companies of one city: totals, sales per day and each company's share. */
const PartnerReportsPage = () => {
  const home = usePartnerPlace();
  const [params, setParams] = useSearchParams();
  const month = monthFromSearch(params, DEFAULT_TIME_ZONE);
  const place = { city: params.get('city') ?? home.city, state: params.get('state') ?? home.state };
  const report = useCityStateMonth({ ...place, ...month });
  const data = report.data;

  const update = (changes: Record<string, string>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <Page title="Reportes">
      <Paper withBorder p="md" radius="md">
        <MonthPlaceFilter
          month={month}
          place={place}
          maxMonth={monthValue(monthOf(localDate(new Date(), DEFAULT_TIME_ZONE)))}
          loading={report.isFetching}
          onMonthChange={(value) => update({ month: monthValue(value).slice(0, 7) })}
          onPlaceChange={(value) => update(value)}
        />
      </Paper>
      {!place.city || !place.state ? (
        <EmptyState
          icon={<IconMapPin size={26} />}
          title="Elige una ciudad"
          description="Escribe la ciudad y el estado de tus comercios para ver su reporte."
        />
      ) : report.isPending ? (
        <ReportSkeleton label="Cargando reporte del mes" />
      ) : report.isError ? (
        <ErrorState error={report.error} onRetry={() => report.refetch()} retrying={report.isFetching} />
      ) : data ? (
        <Box
          aria-busy={report.isPlaceholderData}
          style={{ opacity: report.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
        >
          <Stack gap="md">
            <Text c="dimmed" size="sm">
              {`${monthTitle(data)} · ${data.city}, ${data.state}`}
            </Text>
            {data.companies.length === 0 ? (
              <EmptyState
                title="No tienes comercios en esta ciudad"
                description="Revisa que la ciudad y el estado estén bien escritos."
              />
            ) : (
              <>
                <FiguresSummary totals={data.totals} />
                {data.totals.orders === 0 ? (
                  <EmptyState title="Sin pedidos en este periodo" description="Elige otro mes para ver las ventas." />
                ) : (
                  <SalesChart days={data.days} />
                )}
                <CompaniesMonthTable companies={data.companies} />
              </>
            )}
          </Stack>
        </Box>
      ) : null}
    </Page>
  );
};

export default PartnerReportsPage;
