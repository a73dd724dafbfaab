import type { JoinRequest, JoinRequestApproved, JoinRequestStatus } from '@backoffice/shared';
import { Badge, Group, Pagination, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { OneTimeSecret } from '../../../components/one-time-secret.tsx';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { usePendingAdCount } from '../api/ad-requests.ts';
import { PAGE_SIZE, useJoinRequests, usePendingRequestCount } from '../api/requests.ts';
import { DecisionFilter } from '../components/decision-filter.tsx';
import { RequestCard } from '../components/request-card.tsx';

// The approval and rejection forms (schemas, form library, dialog) and the ads tab load when opened, not with the
// screen (decision 057).
const ApproveRequestModal = lazyScreen(() =>
  import('../components/approve-request-modal.tsx').then((module) => ({ default: module.ApproveRequestModal })),
);
const RejectRequestModal = lazyScreen(() =>
  import('../components/reject-request-modal.tsx').then((module) => ({ default: module.RejectRequestModal })),
);
const AdRequestsPanel = lazyPart(
  () => import('../components/ad-requests-panel.tsx').then((module) => module.AdRequestsPanel),
  <Skeleton h={140} radius="md" aria-label="Cargando solicitudes de publicidad" />,
);

type Filter = JoinRequestStatus | 'all';
const emptyText: Record<Filter, string> = {
  pending: 'No hay solicitudes pendientes',
  approved: 'Aún no has aprobado solicitudes',
  rejected: 'No hay solicitudes rechazadas',
  all: 'Aún no llegan solicitudes',
};

/** Businesses and riders asking to join, from the public form. */
const JoinRequestsPanel = () => {
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const requests = useJoinRequests(filter === 'all' ? undefined : filter, (page - 1) * PAGE_SIZE);
  const [approving, setApproving] = useState<JoinRequest | null>(null);
  const [rejecting, setRejecting] = useState<JoinRequest | null>(null);
  const [approved, setApproved] = useState<JoinRequestApproved | null>(null);
  const pages = Math.max(1, Math.ceil((requests.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        Comercios y repartidores que piden unirse desde el formulario público (enlazado en la página de inicio de sesión
        y en «Acerca de»).
      </Text>
      <DecisionFilter
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        pendingLabel="Pendientes"
        label="Estado de las solicitudes"
      />
      {approved?.login && (
        <OneTimeSecret
          title={`${approved.request.name} ya puede entrar con ${approved.login.email}`}
          label="Copiar contraseña"
          value={approved.login.password}
          testId="approved-first-password"
          onClose={() => setApproved(null)}
        />
      )}
      {approved && !approved.login && (
        <Text c="green" fw={500}>
          {approved.request.name} ya es repartidor de tu operación.
        </Text>
      )}
      {requests.isPending ? (
        <Stack>
          <Skeleton h={140} radius="md" />
          <Skeleton h={140} radius="md" />
        </Stack>
      ) : requests.isError ? (
        <ErrorState error={requests.error} onRetry={() => requests.refetch()} retrying={requests.isFetching} />
      ) : requests.data.items.length === 0 ? (
        <EmptyState title={emptyText[filter]} description="Las nuevas solicitudes aparecen aquí al instante." />
      ) : (
        <Stack>
          {requests.data.items.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              onApprove={() => setApproving(request)}
              onReject={() => setRejecting(request)}
            />
          ))}
          {pages > 1 && (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={setPage} />
            </Group>
          )}
        </Stack>
      )}
      {approving && (
        <LazyDialog
          title={`Aprobar a ${approving.name}`}
          place="center"
          onClose={() => setApproving(null)}
          errorTitle="No pudimos abrir la aprobación"
        >
          <ApproveRequestModal request={approving} onClose={() => setApproving(null)} onApproved={setApproved} />
        </LazyDialog>
      )}
      {rejecting && (
        <LazyDialog
          title={`Rechazar a ${rejecting.name}`}
          place="center"
          onClose={() => setRejecting(null)}
          errorTitle="No pudimos abrir el rechazo"
        >
          <RejectRequestModal request={rejecting} onClose={() => setRejecting(null)} />
        </LazyDialog>
      )}
    </Stack>
  );
};

const TabLabel = ({ label, count }: { label: string; count: number | undefined }) => (
  <Group gap={6} wrap="nowrap">
    {label}
    {count ? (
      <Badge size="sm" color="red" circle={count < 10}>
        {count > 99 ? '99+' : count}
      </Badge>
    ) : null}
  </Group>
);

/**
 * Partner /requests: join requests and ad campaigns waiting for an admin, both live (the nav badge counts the
 * pending ones of both).
 */
const RequestsPage = () => {
  const joins = usePendingRequestCount(true);
  const ads = usePendingAdCount(true);
  return (
    <Page title="Solicitudes">
      <Tabs defaultValue="joins" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="joins">
            <TabLabel label="Para unirse" count={joins.data} />
          </Tabs.Tab>
          <Tabs.Tab value="ads">
            <TabLabel label="Publicidad" count={ads.data} />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="joins" pt="md">
          <JoinRequestsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="ads" pt="md">
          <AdRequestsPanel />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
};

export default RequestsPage;
