import type { Company, Order } from '@backoffice/shared';
import { Box, Button, Center, Loader } from '@mantine/core';
import { IconPhonePlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Page } from '../../../components/page.tsx';
import { PendingPanel } from '../../../components/pending-panel.tsx';
import { ScreenErrorBoundary } from '../../../components/screen-error-boundary.tsx';
import { useMobileScreen } from '../../../hooks/use-mobile-screen.ts';
import { useWakeLock } from '../../../hooks/use-wake-lock.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { AskRiderAction } from '../components/ask-rider-action.tsx';
import { CounterModeSwitch } from '../components/counter-mode-switch.tsx';
import { LiveOrderBoard } from '../components/live-order-board.tsx';
import { LiveTools } from '../components/live-tools.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { OrderDetailDrawer, usePreloadWhileOrdersWait } from '../components/order-detail-drawer.tsx';
import { ShiftPrompt } from '../components/shift-prompt.tsx';
import { useItemParam } from '../hooks/use-item-param.ts';
import { useCompanyOrderPages } from '../hooks/use-list-pages.ts';
import { type LiveAlerts, useLiveAlerts } from '../hooks/use-live-alerts.tsx';
import { useNow } from '../hooks/use-now.ts';
import { useOpenItem } from '../hooks/use-open-item.ts';

// The phone-order form (catalogue pickers, line editors) is code for the moment the shop takes an order by phone:
// downloaded when "Tomar pedido" is pointed at or pressed, then kept with its draft for the rest of the visit.
const TakeOrderModal = lazyScreen(() =>
  import('../components/take-order-modal.tsx').then((module) => ({ default: module.TakeOrderModal })),
);

type CompanyOrdersProps = { companyId: string; companyName: string; partnerId: string | null };

type Props = CompanyOrdersProps & { alerts: LiveAlerts; orders: NonNullable<LiveAlerts['orders']> };

const CompanyOrders = ({ companyId, companyName, partnerId, alerts, orders }: Props) => {
  const now = useNow();
  const { openId, setOpenId } = useOpenItem('orders');
  const [taking, setTaking] = useState(false);
  const [tookOrders, setTookOrders] = useState(false);
  const { business } = useAuth();
  const mobile = useMobileScreen();
  // The counter tablet stays awake on this screen while the shop takes orders.
  useWakeLock(business?.type === 'company' && Boolean((business.data as Partial<Company>).open));

  const openById = (id: string) => {
    alerts.acknowledge(id);
    setOpenId(id);
  };
  const open = (order: Order) => openById(order.id);
  // The live list and the older pages the shop asked for ("Cargar más", decision 053).
  const pages = useCompanyOrderPages(companyId, orders.data);
  useItemParam('order', (id) => Boolean(orders.data?.some((order) => order.id === id)), openById);
  const openOrder = pages.items.find((order) => order.id === openId) ?? null;
  usePreloadWhileOrdersWait(orders.data);
  const startTaking = () => {
    setTookOrders(true);
    setTaking(true);
  };

  return (
    <Page
      title="Pedidos"
      actions={
        <LiveTools>
          {/* On a phone it stays in the header's account menu, leaving the first order in sight. */}
          <Box visibleFrom="sm">
            <CounterModeSwitch />
          </Box>
          <Button
            size={mobile ? 'sm' : 'md'}
            leftSection={<IconPhonePlus size={20} />}
            onClick={startTaking}
            onPointerEnter={TakeOrderModal.preload}
            onFocus={TakeOrderModal.preload}
          >
            Tomar pedido
          </Button>
        </LiveTools>
      }
    >
      <LiveOrderBoard
        query={orders}
        orders={pages.items}
        now={now}
        onOpen={open}
        olderShown={pages.started}
        footer={
          <>
            <LoadMore pages={pages} noun="pedidos" />
            <ShiftPrompt />
          </>
        }
      />
      <OrderDetailDrawer
        order={openOrder}
        companyName={companyName}
        onClose={() => setOpenId(null)}
        onAccepted={alerts.acknowledge}
        extraActions={openOrder && <AskRiderAction key={openOrder.id} order={openOrder} partnerId={partnerId} />}
      />
      {tookOrders && (
        <ScreenErrorBoundary
          resetKey={String(taking)}
          title="No pudimos abrir el formulario del pedido"
          frame={(error) =>
            taking && (
              <PendingPanel title="Tomar pedido" place="center" onClose={() => setTaking(false)}>
                {error}
              </PendingPanel>
            )
          }
        >
          <Suspense
            fallback={
              taking && (
                <PendingPanel title="Tomar pedido" place="center" onClose={() => setTaking(false)}>
                  <Center p="xl">
                    <Loader aria-label="Cargando menú" />
                  </Center>
                </PendingPanel>
              )
            }
          >
            <TakeOrderModal
              company={companyId}
              opened={taking}
              onClose={() => setTaking(false)}
              onCreated={(order) => {
                setTaking(false);
                alerts.acknowledge(order.id);
                setOpenId(order.id);
              }}
            />
          </Suspense>
        </ScreenErrorBoundary>
      )}
    </Page>
  );
};

/** Company `/orders`: the live order board; the lists and alerts come from the app layout (LiveAlertsProvider). */
const CompanyOrdersPage = () => {
  const { business } = useAuth();
  const alerts = useLiveAlerts();
  if (business?.type !== 'company' || !alerts?.orders) return null;
  return (
    <CompanyOrders
      alerts={alerts}
      orders={alerts.orders}
      companyId={business.id}
      companyName={business.data.name}
      partnerId={typeof business.data.partner === 'string' ? business.data.partner : null}
    />
  );
};

export default CompanyOrdersPage;
