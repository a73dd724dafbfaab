import type { Errand, Order, PartnerBusiness } from '@backoffice/shared';
import { Badge, Center, Loader, Select, Stack, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { useAuth } from '../../auth/auth-context.tsx';
import { useCompaniesByIds } from '../api/get-companies-by-ids.ts';
import { useRiders } from '../api/get-riders.ts';
import { ErrandDetailDrawer } from '../components/errand-detail-drawer.tsx';
import { ErrandList } from '../components/errand-list.tsx';
import { LiveOrderBoard } from '../components/live-order-board.tsx';
import { LiveTools } from '../components/live-tools.tsx';
import { OrderDetailDrawer } from '../components/order-detail-drawer.tsx';
import { useAlertSound } from '../hooks/use-alert-sound.ts';
import { useNow } from '../hooks/use-now.ts';
import { useOpenItem } from '../hooks/use-open-item.ts';
import { useOrderAlerts } from '../hooks/use-order-alerts.ts';
import { OrderManagerProvider } from '../hooks/use-order-manager.tsx';
import { usePartnerLiveErrands, usePartnerLiveOrders } from '../hooks/use-partner-live.ts';
import { riderName } from '../lib/riders.ts';

const ALL = 'all';

const PartnerOrders = ({ partner }: { partner: PartnerBusiness }) => {
  const now = useNow();
  const sound = useAlertSound();
  // The company attends the order; the partner hears each new order and errand once.
  const alerts = useOrderAlerts({ play: sound.play, repeat: false });
  const { openId, setOpenId, refreshIfOpen } = useOpenItem('orders');
  const openErrandItem = useOpenItem('errands');
  const riders = useRiders();
  const riderNames = useMemo(() => new Map((riders.data ?? []).map((rider) => [rider.id, rider.name])), [riders.data]);
  const [company, setCompany] = useState<string>(ALL);
  const companyIds = partner.listen_for;
  const companies = useCompaniesByIds(companyIds);
  const companyNames = useMemo(
    () => new Map((companies.data ?? []).map((entry) => [entry.id, entry.name])),
    [companies.data],
  );

  const orders = usePartnerLiveOrders(companyIds, { onAdded: alerts.alertNew, onChanged: refreshIfOpen });
  const errands = usePartnerLiveErrands(partner.id, companyIds, {
    onAdded: (added: Errand[]) => {
      if (!added.some((errand) => errand.status === 'pending')) return;
      sound.play();
      notifications.show({
        title: 'Nuevo mandado',
        message: 'Hay un nuevo mandado en la plataforma.',
        color: 'green',
        autoClose: 7000,
        withCloseButton: true,
      });
    },
    onChanged: openErrandItem.refreshIfOpen,
  });

  const byCompany = <T extends { company: string | null }>(items: T[]) =>
    company === ALL ? items : items.filter((item) => item.company === company);
  const shownOrders = byCompany(orders.data ?? []);
  const shownErrands = byCompany(errands.data ?? []);
  const openOrder: Order | null = orders.data?.find((order) => order.id === openId) ?? null;
  const openErrand = errands.data?.find((errand) => errand.id === openErrandItem.openId) ?? null;

  return (
    <Page title="Pedidos" actions={<LiveTools sound={sound} />}>
      {companyIds.length === 0 ? (
        <EmptyState
          title="Aún no sigues ningún comercio"
          description="Cuando sigas comercios, verás aquí sus pedidos."
        />
      ) : (
        <Stack>
          <Select
            label="Comercio"
            size="md"
            maw={360}
            allowDeselect={false}
            value={company}
            onChange={(value) => setCompany(value ?? ALL)}
            data={[
              { value: ALL, label: 'Todos los comercios' },
              ...companyIds.map((id) => ({ value: id, label: companyNames.get(id) ?? 'Comercio' })),
            ]}
          />
          <Tabs defaultValue="orders" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="orders" fz="md" rightSection={<Badge variant="light">{shownOrders.length}</Badge>}>
                Pedidos
              </Tabs.Tab>
              <Tabs.Tab value="errands" fz="md" rightSection={<Badge variant="light">{shownErrands.length}</Badge>}>
                Mandados
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="orders" pt="md">
              <LiveOrderBoard
                query={orders}
                orders={shownOrders}
                now={now}
                onOpen={(order) => setOpenId(order.id)}
                companyNames={companyNames}
              />
            </Tabs.Panel>
            <Tabs.Panel value="errands" pt="md">
              {errands.isPending ? (
                <Center h={200}>
                  <Loader aria-label="Cargando mandados" />
                </Center>
              ) : errands.isError ? (
                <ErrorState
                  error={errands.error}
                  onRetry={() => void errands.refetch()}
                  title="No pudimos cargar los mandados"
                />
              ) : (
                <ErrandList
                  errands={shownErrands}
                  now={now}
                  companyNames={companyNames}
                  riderNames={riderNames}
                  onOpen={(errand) => openErrandItem.setOpenId(errand.id)}
                />
              )}
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
      <OrderDetailDrawer
        order={openOrder}
        companyName={openOrder ? companyNames.get(openOrder.company) : undefined}
        onClose={() => setOpenId(null)}
      />
      <ErrandDetailDrawer
        errand={openErrand}
        companyName={openErrand?.company ? companyNames.get(openErrand.company) : undefined}
        riderName={openErrand ? riderName(riderNames, openErrand.rider) : null}
        onClose={() => openErrandItem.setOpenId(null)}
      />
    </Page>
  );
};

/** Partner `/orders`: orders and errands of every listened company, live. */
const PartnerOrdersPage = () => {
  const { business } = useAuth();
  if (business?.type !== 'partner') return null;
  return (
    <OrderManagerProvider>
      <PartnerOrders partner={business} />
    </OrderManagerProvider>
  );
};

export default PartnerOrdersPage;
