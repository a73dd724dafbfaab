import { localDate } from '@backoffice/shared';
import { Alert, Button, Group, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartBar, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AdCampaignCard } from '../../../components/ad-campaign-card.tsx';
import { LazyDialog } from '../../../components/lazy-dialog.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { useReportCompany } from '../../reports/index.ts';
import { CAMPAIGNS_PAGE_SIZE, useAdPrices, useCompanyCampaigns } from '../api/ads.ts';
import { useAdsLive } from '../hooks/use-ads-live.ts';

// The campaign request's dialog loads when a campaign is asked for, not with the screen (decision 057).
const RequestCampaignModal = lazyScreen(() =>
  import('../components/request-campaign-modal.tsx').then((module) => ({ default: module.RequestCampaignModal })),
);
// The chart and its library (recharts, about 126 kB gzip) come after the screen, a placeholder of its height in
// their place: they are not part of the screen's first load.
const CampaignStats = lazyPart(
  () => import('../components/campaign-stats.tsx').then((module) => module.CampaignStats),
  <Skeleton h={300} radius="md" />,
);

/** The company's campaigns: ask for one, see whether the partner approved it, and its results per day. */
const CompanyAdsPage = () => {
  const { id, timeZone } = useReportCompany();
  const [page, setPage] = useState(1);
  const campaigns = useCompanyCampaigns(id, (page - 1) * CAMPAIGNS_PAGE_SIZE);
  const prices = useAdPrices();
  const [asking, setAsking] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  useAdsLive(id);
  const priceList = prices.data?.prices ?? null;
  const items = campaigns.data?.items ?? [];
  const selected = items.find((campaign) => campaign.id === picked) ?? null;
  const pages = Math.max(1, Math.ceil((campaigns.data?.total ?? 0) / CAMPAIGNS_PAGE_SIZE));

  return (
    <Page
      title="Anuncios"
      actions={
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setAsking(true)}
          disabled={!priceList}
          loading={prices.isPending}
        >
          Pedir campaña
        </Button>
      }
    >
      <Text size="sm" c="dimmed">
        Destaca tu comercio en la app de tus clientes. Tu socio revisa cada campaña; al aprobarla, su precio se carga a
        tu estado de cuenta.
      </Text>
      {prices.isError && <ErrorState error={prices.error} onRetry={() => prices.refetch()} />}
      {prices.isSuccess && !priceList && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} title="Aún no hay precios">
          Tu socio todavía no publica sus precios de publicidad. Pídeselos; en cuanto los publique podrás pedir una
          campaña aquí.
        </Alert>
      )}
      {campaigns.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Skeleton height={300} radius="md" aria-label="Cargando campañas" />
          <Skeleton height={300} radius="md" />
        </SimpleGrid>
      ) : campaigns.isError ? (
        <ErrorState error={campaigns.error} onRetry={() => campaigns.refetch()} retrying={campaigns.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState
          title="Aún no tienes campañas"
          description="Pide tu primera campaña: elige dónde se verá, las fechas, una imagen y un texto."
        />
      ) : (
        <Stack gap="md">
          {selected && <CampaignStats campaign={selected} />}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {items.map((campaign) => (
              <AdCampaignCard key={campaign.id} campaign={campaign}>
                {campaign.status === 'approved' && (
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" c="dimmed">
                      {`${campaign.impressions.toLocaleString('es-MX')} impresiones · ${campaign.clicks.toLocaleString('es-MX')} clics`}
                    </Text>
                    <Button
                      size="xs"
                      variant={picked === campaign.id ? 'filled' : 'light'}
                      leftSection={<IconChartBar size={14} />}
                      onClick={() => setPicked(campaign.id)}
                    >
                      Ver por día
                    </Button>
                  </Group>
                )}
              </AdCampaignCard>
            ))}
          </SimpleGrid>
          {pages > 1 && (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={setPage} />
            </Group>
          )}
        </Stack>
      )}
      {asking && priceList && (
        <LazyDialog
          title="Pedir una campaña"
          place="center"
          onClose={() => setAsking(false)}
          errorTitle="No pudimos abrir la solicitud de campaña"
        >
          <RequestCampaignModal
            company={id}
            today={localDate(new Date(), timeZone)}
            prices={priceList}
            onClose={() => setAsking(false)}
          />
        </LazyDialog>
      )}
    </Page>
  );
};

export default CompanyAdsPage;
