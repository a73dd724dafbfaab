import { Button, Grid, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconClipboardList, IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { ErrorState } from '../../../components/query-state.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useCompany } from '../api/get-company.ts';
import { useCompanyStats } from '../api/get-company-stats.ts';
import { CompanyQueryState } from '../components/company-query-state.tsx';
import { OpenStateControl } from '../components/open-state-control.tsx';
import { TopProducts } from '../components/top-products.tsx';
import { useManagedCompanyId } from '../hooks/use-managed-company-id.ts';

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
      {stats.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 3 }} role="status" aria-label="Cargando cifras">
          {[1, 2, 3].map((item) => (
            <Skeleton key={item} h={92} radius="md" />
          ))}
        </SimpleGrid>
      ) : stats.isError ? (
        <ErrorState error={stats.error} onRetry={() => stats.refetch()} retrying={stats.isFetching} />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Title order={4}>Hoy</Title>
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <StatCard label="Pedidos" value={String(stats.data.today.orders)} />
                <StatCard label="Ventas" value={money(stats.data.today.sales)} />
                <StatCard label="Ticket promedio" value={money(stats.data.today.averageTicket)} />
              </SimpleGrid>
              <Title order={4}>Este mes</Title>
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <StatCard label="Pedidos" value={String(stats.data.month.orders)} />
                <StatCard label="Ventas" value={money(stats.data.month.sales)} />
                <StatCard label="Ticket promedio" value={money(stats.data.month.averageTicket)} />
              </SimpleGrid>
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
