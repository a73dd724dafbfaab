import type { Order, PartnerBusiness } from '@backoffice/shared';
import { Badge, Center, Loader, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { LazySelect } from '../../../components/lazy-select.tsx';
import { Page } from '../../../components/page.tsx';
import { ScreenErrorBoundary } from '../../../components/screen-error-boundary.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useCompaniesByIds } from '../../companies/index.ts';
import { BoardTabs } from '../components/board-tabs.tsx';
import { LiveOrderBoard } from '../components/live-order-board.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { OrderDetailDrawer, usePreloadWhileOrdersWait } from '../components/order-detail-drawer.tsx';
import { ErrandDetailDrawer, PartnerErrandsPanel, preloadErrands } from '../components/partner-errands-lazy.tsx';
import { ShiftPrompt } from '../components/shift-prompt.tsx';
import { useItemParam } from '../hooks/use-item-param.ts';
import { usePartnerErrandPages, usePartnerOrderPages } from '../hooks/use-list-pages.ts';
import { type LiveAlerts, useLiveAlerts } from '../hooks/use-live-alerts.tsx';
import { useNow } from '../hooks/use-now.ts';
import { useOpenItem } from '../hooks/use-open-item.ts';

const ALL = 'all';

// A partner that follows no company yet sees a page of its own (how to follow one): it comes with that case only.
const NoFollowedCompaniesState = lazyPart(
  () => import('../components/no-followed-companies.tsx').then((module) => module.NoFollowedCompaniesState),
  <Center h={200}>
    <Loader aria-label="Cargando" />
  </Center>,
);

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
  const [company, setCompany] = useState<string>(ALL);
  const [tab, setTab] = useState<'orders' | 'errands'>('orders');
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
          {/* Its code (Combobox, Popover, the floating library) comes on reach (decision 057). */}
          <LazySelect
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
          <BoardTabs
            value={tab}
            onChange={setTab}
            onReach={(reached) => reached === 'errands' && preloadErrands()}
            tabs={[
              { value: 'orders', label: 'Pedidos', rightSection: <Badge variant="light">{shownOrders.length}</Badge> },
              {
                value: 'errands',
                label: 'Mandados',
                rightSection: <Badge variant="light">{shownErrands.length}</Badge>,
              },
            ]}
          >
            {tab === 'orders' ? (
              <LiveOrderBoard
                query={orders}
                orders={shownOrders}
                now={now}
                onOpen={(order) => setOpenId(order.id)}
                companyNames={companyNames}
                olderShown={orderPages.started}
                footer={
                  <>
                    <LoadMore pages={orderPages} noun="pedidos" />
                    <ShiftPrompt />
                  </>
                }
              />
            ) : (
              <>
                {/* Its code failing to come (offline) says so in the tab and retries; the orders board is never lost. */}
                <ScreenErrorBoundary resetKey="errands" title="No pudimos cargar los mandados">
                  <PartnerErrandsPanel
                    errands={errands}
                    shown={shownErrands}
                    now={now}
                    companies={companyIds.map((id) => ({ id, name: companyNames.get(id) ?? 'Comercio' }))}
                    companyOptional={partner.role === 'admin'}
                    companyNames={companyNames}
                    onOpen={(errand) => openErrandItem.setOpenId(errand.id)}
                  />
                </ScreenErrorBoundary>
                <LoadMore pages={errandPages} noun="mandados" />
                <ShiftPrompt />
              </>
            )}
          </BoardTabs>
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
