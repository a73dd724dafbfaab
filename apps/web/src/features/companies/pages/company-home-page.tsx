import type { CompanyStats } from '@backoffice/shared';
import { Button, Grid, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconClipboardList, IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { ErrorState } from '../../../components/query-state.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { WeeklyRatingCard } from '../../ratings/index.ts';
import { useCompany } from '../api/get-company.ts';
import { useCompanyStats } from '../api/get-company-stats.ts';
import { CompanyQueryState } from '../components/company-query-state.tsx';
import { OpenStateControl } from '../components/open-state-control.tsx';
import { TopProducts } from '../components/top-products.tsx';
import { useManagedCompanyId } from '../hooks/use-managed-company-id.ts';

type PeriodFigures = CompanyStats['today'];

/** Orders, sales and average ticket of a period, or their places while they load. */
const Figures = ({
  figures,
  money,
  label,
}: {
  figures: PeriodFigures | undefined;
  money: (cents: number) => string;
  label: string;
}) =>
  figures ? (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      <StatCard label="Pedidos" value={String(figures.orders)} />
      <StatCard label="Ventas" value={money(figures.sales)} />
      <StatCard label="Ticket promedio" value={money(figures.averageTicket)} />
    </SimpleGrid>
  ) : (
    <SimpleGrid cols={{ base: 1, xs: 3 }} role="status" aria-label={label}>
      {[1, 2, 3].map((item) => (
        <Skeleton key={item} h={92} radius="md" />
      ))}
    </SimpleGrid>
  );

/** A company's day at a glance, from the stats call (refreshed every minute). */
const CompanyHomePage = () => {
  const id = useManagedCompanyId() ?? '';
  const company = useCompany(id);
  const stats = useCompanyStats(id);
  const money = (cents: number) => formatMoney(cents, stats.data?.currency);

  return (
    <Page
      title="Inicio"
      actions={
        <Group gap="xs">
          <Button component={Link} to="/orders" leftSection={<IconClipboardList size={18} />}>
            Ver pedidos
          </Button>
          <Button component={Link} to="/products" variant="default" leftSection={<IconToolsKitchen2 size={18} />}>
            Menú
          </Button>
        </Group>
      }
    >
      <CompanyQueryState query={company}>{(data) => <OpenStateControl company={data} />}</CompanyQueryState>
      {stats.isError ? (
        <ErrorState error={stats.error} onRetry={() => stats.refetch()} retrying={stats.isFetching} />
      ) : (
        // The headings show at once and the figures fill in: the screen keeps its shape while they load.
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Title order={4}>Hoy</Title>
              <Figures figures={stats.data?.today} money={money} label="Cargando cifras de hoy" />
              <Title order={4}>Este mes</Title>
              <Figures figures={stats.data?.month} money={money} label="Cargando cifras del mes" />
              <WeeklyRatingCard />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <TopProducts stats={stats.data} />
          </Grid.Col>
        </Grid>
      )}
    </Page>
  );
};

export default CompanyHomePage;
