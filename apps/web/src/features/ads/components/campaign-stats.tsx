import type { AdCampaign } from '@backoffice/shared';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Paper, ScrollArea, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { campaignDates, clickRate } from '../../../lib/ad-campaign.ts';
import { useCampaignStats } from '../api/ads.ts';
import { CampaignSources } from './campaign-sources.tsx';

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('es-MX', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Impressions and clicks per day that the customer apps reported, as a chart and a table, and who counted them. */
export const CampaignStats = ({ campaign }: { campaign: AdCampaign }) => {
  const stats = useCampaignStats(campaign.id);
  return (
    <Paper withBorder radius="md" p="md" data-testid="campaign-stats">
      <Stack gap="sm">
        <div>
          <Title order={4}>Resultados: {campaign.title}</Title>
          <Text size="sm" c="dimmed">
            {campaignDates(campaign.startDate, campaign.endDate)} · {campaign.impressions.toLocaleString('es-MX')}{' '}
            impresiones · {campaign.clicks.toLocaleString('es-MX')} clics ·{' '}
            {clickRate(campaign.impressions, campaign.clicks)} de clics
          </Text>
        </div>
        {stats.isPending ? (
          <Skeleton height={200} radius="md" aria-label="Cargando resultados" />
        ) : stats.isError ? (
          <ErrorState error={stats.error} onRetry={() => stats.refetch()} retrying={stats.isFetching} />
        ) : stats.data.length === 0 ? (
          <EmptyState
            title="Aún no hay resultados"
            description="Aquí verás cada día cuántas veces se mostró tu anuncio y cuántas personas lo tocaron."
          />
        ) : (
          <>
            <BarChart
              h={200}
              data={stats.data.map((day) => ({ ...day, label: dayLabel(day.day) }))}
              dataKey="label"
              series={[
                { name: 'impressions', label: 'Impresiones', color: 'blue.6' },
                { name: 'clicks', label: 'Clics', color: 'orange.6' },
              ]}
              tickLine="y"
              gridAxis="y"
              maxBarWidth={32}
              withLegend
              aria-label="Impresiones y clics por día"
            />
            <ScrollArea type="auto">
              <Table striped verticalSpacing={4} data-testid="campaign-stats-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Día</Table.Th>
                    <Table.Th ta="right">Impresiones</Table.Th>
                    <Table.Th ta="right">Clics</Table.Th>
                    <Table.Th ta="right">Clics / impresiones</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {stats.data.map((day) => (
                    <Table.Tr key={day.day}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayLabel(day.day)}</Table.Td>
                      <Table.Td ta="right">{day.impressions.toLocaleString('es-MX')}</Table.Td>
                      <Table.Td ta="right">{day.clicks.toLocaleString('es-MX')}</Table.Td>
                      <Table.Td ta="right">{clickRate(day.impressions, day.clicks)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            <CampaignSources days={stats.data} />
          </>
        )}
      </Stack>
    </Paper>
  );
};
