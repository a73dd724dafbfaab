import type { Order, PartnerBusiness } from '@backoffice/shared';
import { Badge, Center, Loader, Select, Stack, Tabs } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Page } from '../../../components/page.tsx';
import { ErrorState } from '../../../components/query-state.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useCompaniesByIds } from '../api/get-companies-by-ids.ts';
import { useRiderNames } from '../api/get-riders.ts';
import { ErrandDetailDrawer } from '../components/errand-detail-drawer.tsx';
import { ErrandList } from '../components/errand-list.tsx';
import { LiveOrderBoard } from '../components/live-order-board.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { NewErrand } from '../components/new-errand-modal.tsx';
import { NoFollowedCompaniesState } from '../components/no-followed-companies.tsx';
import { OrderDetailDrawer, usePreloadWhileOrdersWait } from '../components/order-detail-drawer.tsx';
import { ShiftPrompt } from '../components/shift-prompt.tsx';
import { useItemParam } from '../hooks/use-item-param.ts';
import { usePartnerErrandPages, usePartnerOrderPages } from '../hooks/use-list-pages.ts';
import { type LiveAlerts, useLiveAlerts } from '../hooks/use-live-alerts.tsx';
import { useNow } from '../hooks/use-now.ts';
import { useOpenItem } from '../hooks/use-open-item.ts';
import { riderName } from '../lib/riders.ts';

const ALL = 'all';

type Props = {
  partner: PartnerBusiness;
  orders: NonNullable<LiveAlerts['orders']>;
  errands: NonNullable<LiveAlerts['errands']>;
};

const PartnerOrders = ({ partner, orders, errands }: Props) => {
  const now = useNow();
  const { openId, setOpenId } = useOpenItem('orders');
  useItemParam('order', (id) => Boolean(orders.data?.some((order) => order.id === id)), setOpenId);
  const openErrandItem = useOpenItem('errands');
  useItemParam('errand', (id) => Boolean(errands.data?.some((errand) => errand.id === id)), openErrandItem.setOpenId);
  const riderNamesQuery = useRiderNames();
  const riderNames = useMemo(() => riderNamesQuery.data ?? new Map<string, string>(), [riderNamesQuery.data]);
  const [company, setCompany] = useState<string>(ALL);
  const companyIds = partner.listen_for;
  const companies = useCompaniesByIds(companyIds);
  const companyNames = useMemo(
    () => new Map((companies.data ?? []).map((entry) => [entry.id, entry.name])),
    [companies.data],
  );

  const byCompany = <T extends { company: string | null }>(items: T[]) =>
    company === ALL ? items : items.filter((item) => item.company === company);
  // The live lists and the older pages asked for ("Cargar más", decision 053).
  const orderPages = usePartnerOrderPages(companyIds, orders.data);
  const errandPages = usePartnerErrandPages(partner.id, errands.data);
  const shownOrders = byCompany(orderPages.items);
  const shownErrands = byCompany(errandPages.items);
  const openOrder: Order | null = orderPages.items.find((order) => order.id === openId) ?? null;
  usePreloadWhileOrdersWait(orders.data);
  const openErrand = errandPages.items.find((errand) => errand.id === openErrandItem.openId) ?? null;

  return (
    <Page title="Pedidos">
      {companyIds.length === 0 ? (
        <NoFollowedCompaniesState />
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
                olderShown={orderPages.started}
              />
              <LoadMore pages={orderPages} noun="pedidos" />
            </Tabs.Panel>
            <Tabs.Panel value="errands" pt="md">
              <NewErrand
                companies={companyIds.map((id) => ({ id, name: companyNames.get(id) ?? 'Comercio' }))}
                companyOptional={partner.role === 'admin'}
              />
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
              <LoadMore pages={errandPages} noun="mandados" />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
      <ShiftPrompt />
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
  const alerts = useLiveAlerts();
  if (business?.type !== 'partner' || !alerts?.orders || !alerts.errands) return null;
  return <PartnerOrders partner={business} orders={alerts.orders} errands={alerts.errands} />;
};

export default PartnerOrdersPage;
