import type { Order } from '@backoffice/shared';
import { Button } from '@mantine/core';
import { IconPhonePlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Page } from '../../../components/page.tsx';
import { useAuth } from '../../auth/auth-context.tsx';
import { AskRiderAction } from '../components/ask-rider-action.tsx';
import { LiveOrderBoard } from '../components/live-order-board.tsx';
import { LiveTools } from '../components/live-tools.tsx';
import { OrderDetailDrawer } from '../components/order-detail-drawer.tsx';
import { TakeOrderModal } from '../components/take-order-modal.tsx';
import { useAlertSound } from '../hooks/use-alert-sound.ts';
import { useCompanyLiveOrders } from '../hooks/use-company-live-orders.ts';
import { useNow } from '../hooks/use-now.ts';
import { useOpenItem } from '../hooks/use-open-item.ts';
import { useOrderAlerts } from '../hooks/use-order-alerts.ts';
import { OrderManagerProvider } from '../hooks/use-order-manager.tsx';

type CompanyOrdersProps = { companyId: string; companyName: string; partnerId: string | null };

const CompanyOrders = ({ companyId, companyName, partnerId }: CompanyOrdersProps) => {
  const now = useNow();
  const sound = useAlertSound();
  const alerts = useOrderAlerts({ play: sound.play, repeat: true });
  const { openId, setOpenId, refreshIfOpen } = useOpenItem('orders');
  const [taking, setTaking] = useState(false);
  const orders = useCompanyLiveOrders(companyId, { onAdded: alerts.alertNew, onChanged: refreshIfOpen });

  // The orders already waiting when the screen opens ring too (no toast): nobody has attended them yet.
  const loaded = orders.isSuccess;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the first list arrives
  useEffect(() => {
    if (loaded) alerts.alertNew(orders.data ?? [], { toast: false });
  }, [loaded]);
  const { keepOnly } = alerts;
  useEffect(() => {
    if (orders.data) keepOnly(orders.data.filter((o) => o.status === 'pending').map((o) => o.id));
  }, [orders.data, keepOnly]);

  const open = (order: Order) => {
    alerts.acknowledge(order.id);
    setOpenId(order.id);
  };
  const openOrder = orders.data?.find((order) => order.id === openId) ?? null;

  return (
    <Page
      title="Pedidos"
      actions={
        <LiveTools sound={sound}>
          <Button size="md" leftSection={<IconPhonePlus size={20} />} onClick={() => setTaking(true)}>
            Tomar pedido
          </Button>
        </LiveTools>
      }
    >
      <LiveOrderBoard query={orders} orders={orders.data ?? []} now={now} onOpen={open} />
      <OrderDetailDrawer
        order={openOrder}
        companyName={companyName}
        onClose={() => setOpenId(null)}
        onAccepted={alerts.acknowledge}
        extraActions={openOrder && <AskRiderAction key={openOrder.id} order={openOrder} partnerId={partnerId} />}
      />
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
    </Page>
  );
};

/** Company `/orders`: the live order board with alerts that cannot be missed. */
const CompanyOrdersPage = () => {
  const { business } = useAuth();
  if (business?.type !== 'company') return null;
  return (
    <OrderManagerProvider>
      <CompanyOrders
        companyId={business.id}
        companyName={business.data.name}
        partnerId={typeof business.data.partner === 'string' ? business.data.partner : null}
      />
    </OrderManagerProvider>
  );
};

export default CompanyOrdersPage;
