import type { AdCampaign, AdCampaignStatus } from '@backoffice/shared';
import { Button, Group, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { AdCampaignCard } from '../../../components/ad-campaign-card.tsx';
import { EmptyState, ErrorState, errorMessage } from '../../../components/query-state.tsx';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { AD_REQUESTS_PAGE_SIZE, useAdRequests, useApproveAd, useRejectAd } from '../api/ad-requests.ts';
import { DecisionFilter } from './decision-filter.tsx';

type Filter = AdCampaignStatus | 'all';
const emptyText: Record<Filter, string> = {
  pending: 'No hay campañas por aprobar',
  approved: 'Aún no has aprobado campañas',
  rejected: 'No hay campañas rechazadas',
  all: 'Tus comercios aún no piden campañas',
};

/** Campaigns the partner's companies asked for: approving charges the price to the company's statement. */
export const AdRequestsPanel = () => {
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const requests = useAdRequests(filter === 'all' ? undefined : filter, (page - 1) * AD_REQUESTS_PAGE_SIZE);
  const approve = useApproveAd();
  const reject = useRejectAd();
  const [rejecting, setRejecting] = useState<AdCampaign | null>(null);
  const pages = Math.max(1, Math.ceil((requests.data?.total ?? 0) / AD_REQUESTS_PAGE_SIZE));

  const onApprove = (campaign: AdCampaign) =>
    approve.mutate(campaign.id, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: `Campaña de ${campaign.companyName} aprobada; se cargaron ${formatMoney(campaign.price)} a su estado de cuenta.`,
        }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });

  return (
    <Stack gap="md">
      <DecisionFilter
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        pendingLabel="Por aprobar"
        label="Estado de las campañas"
      />
      {requests.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Skeleton h={300} radius="md" role="status" aria-label="Cargando campañas" />
          <Skeleton h={300} radius="md" />
        </SimpleGrid>
      ) : requests.isError ? (
        <ErrorState error={requests.error} onRetry={() => requests.refetch()} retrying={requests.isFetching} />
      ) : requests.data.items.length === 0 ? (
        <EmptyState
          title={emptyText[filter]}
          description="Las campañas que pidan tus comercios aparecen aquí al instante."
        />
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {requests.data.items.map((campaign) => (
              <AdCampaignCard key={campaign.id} campaign={campaign} showCompany>
                {campaign.status === 'pending' ? (
                  <Group justify="flex-end" gap="xs">
                    <Button variant="default" color="red" size="xs" onClick={() => setRejecting(campaign)}>
                      Rechazar
                    </Button>
                    <Button
                      size="xs"
                      onClick={() => onApprove(campaign)}
                      loading={approve.isPending && approve.variables === campaign.id}
                    >
                      Aprobar y cobrar
                    </Button>
                  </Group>
                ) : (
                  campaign.decidedBy && (
                    <Text size="xs" c="dimmed">
                      {`${campaign.status === 'approved' ? 'Aprobada' : 'Rechazada'} por ${campaign.decidedBy}`}
                    </Text>
                  )
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
      {rejecting && (
        <ReasonModal
          title={`Rechazar la campaña de ${rejecting.companyName}`}
          confirmLabel="Rechazar"
          pending={reject.isPending}
          error={reject.error}
          onClose={() => {
            reject.reset();
            setRejecting(null);
          }}
          onConfirm={(reason) =>
            reject.mutate(
              { id: rejecting.id, reason },
              {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: `Campaña de ${rejecting.companyName} rechazada.` });
                  setRejecting(null);
                },
              },
            )
          }
        />
      )}
    </Stack>
  );
};
