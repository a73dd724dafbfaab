import { type Order, type OrderStatus, orderStatusLabels } from '@backoffice/shared';
import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClock, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog.tsx';
import { errorMessage } from '../../../components/query-state.tsx';
import { confirmDone } from '../../../lib/confirm-done.ts';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { PrintOrderButtons } from '../../printing/index.ts';
import { useCopyOrderText } from '../api/get-order-clipboard.ts';
import { useRejectOrder } from '../api/reject-order.ts';
import { useUpdateOrderMinutes } from '../api/update-order-minutes.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { useOrderManager } from '../hooks/use-order-manager.tsx';
import { type MoveAction, orderMoves } from '../lib/order-actions.ts';
import { AcceptOrderPanel } from './accept-order-panel.tsx';
import { ConfirmMoveModal } from './confirm-move-modal.tsx';
import { MinutesPicker } from './minutes-picker.tsx';

// The rejection form (reasons, products out of stock) opens after a tap: its code is not part of what a waiting
// order loads at once; it is fetched when a waiting order's actions show (decision 057).
const RejectOrderModal = lazyScreen(() =>
  import('./reject-order-modal.tsx').then((module) => ({ default: module.RejectOrderModal })),
);

type Mode = 'idle' | 'minutes';

type OrderActionsProps = {
  order: Order;
  /** Called once the order is accepted or rejected here. */
  onAccepted?: (id: string) => void;
  /** Only accepting and rejecting (the counter-mode screen): no lifecycle moves, copy or print. */
  acceptOnly?: boolean;
};

/** Accept with minutes, change them, reject, move along the lifecycle, copy and print. */
export const OrderActions = ({ order, onAccepted, acceptOnly = false }: OrderActionsProps) => {
  const [mode, setMode] = useState<Mode>('idle');
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState<MoveAction | null>(null);
  const { managerName } = useOrderManager();
  const status = useUpdateOrderStatus();
  const minutes = useUpdateOrderMinutes();
  const reject = useRejectOrder();
  const copy = useCopyOrderText();
  const waiting = order.status === 'pending';
  useEffect(() => {
    if (waiting) RejectOrderModal.preload();
  }, [waiting]);

  // Through the promise, not mutate's callbacks: the saved change may unmount this panel (the counter
  // screen moves on to the next order) and the brief confirmation must still show.
  const move = (to: OrderStatus, withMinutes?: number) => {
    status
      .mutateAsync({ id: order.id, status: to, manager: managerName(), minutes: withMinutes })
      .then((saved) => {
        setMode('idle');
        setConfirming(null);
        confirmDone(
          `Pedido #${saved.number}: ${orderStatusLabels[saved.status].toLowerCase()}${to === 'accepted' && saved.minutes ? `, listo en ${saved.minutes} min` : ''}.`,
        );
        if (to === 'accepted') onAccepted?.(order.id);
      })
      // The failure shows in the panel (status.error).
      .catch(() => undefined);
  };

  const onCopy = () =>
    copy.mutate(order.id, {
      onSuccess: () => confirmDone('Resumen del pedido copiado.'),
      onError: (error) =>
        notifications.show({ color: 'red', title: 'No se pudo copiar', message: errorMessage(error) }),
    });

  const startRejecting = () => {
    // A failure of an earlier try is not shown on a fresh form.
    reject.reset();
    setRejecting(true);
  };

  const failure = status.error ?? minutes.error;
  const final = orderMoves(order).length === 0 && order.status !== 'pending';

  return (
    <Stack gap="sm">
      {failure && (
        <Alert color="red" role="alert" title="No se pudo guardar el cambio">
          {errorMessage(failure)}
        </Alert>
      )}
      {mode === 'minutes' && (
        <MinutesPicker
          label="Nuevo tiempo de preparación"
          submitLabel="Guardar minutos"
          initial={order.minutes}
          loading={minutes.isPending}
          onSubmit={(value) =>
            minutes.mutate(
              { id: order.id, minutes: value },
              {
                onSuccess: (saved) => {
                  setMode('idle');
                  confirmDone(`Pedido #${saved.number}: listo en ${saved.minutes} min.`);
                },
              },
            )
          }
          onCancel={() => setMode('idle')}
        />
      )}
      {mode === 'idle' && acceptOnly && order.status === 'pending' && (
        <AcceptOrderPanel
          order={order}
          loading={status.isPending && status.variables?.status === 'accepted'}
          onAccept={(value) => move('accepted', value)}
          onReject={startRejecting}
        />
      )}
      {mode === 'idle' && !acceptOnly && (
        <>
          {order.status === 'pending' && (
            <AcceptOrderPanel
              order={order}
              loading={status.isPending && status.variables?.status === 'accepted'}
              onAccept={(value) => move('accepted', value)}
              onReject={startRejecting}
            />
          )}
          {orderMoves(order).map((action) => (
            <Button
              key={action.to}
              size="lg"
              color={action.color}
              variant={action.color ? 'light' : 'filled'}
              loading={status.isPending && status.variables?.status === action.to}
              onClick={() => (action.confirm ? setConfirming(action) : move(action.to))}
            >
              {action.label}
            </Button>
          ))}
          {!final && order.status !== 'pending' && (
            <Button size="md" variant="default" leftSection={<IconClock />} onClick={() => setMode('minutes')}>
              {order.minutes ? `Cambiar minutos (${order.minutes} min)` : 'Fijar minutos'}
            </Button>
          )}
          {/* Side by side only where the labels fit whole ("Imprimir ticket" was cut on a phone). */}
          <PrintOrderButtons
            order={order}
            before={
              <Button size="md" variant="default" leftSection={<IconCopy />} loading={copy.isPending} onClick={onCopy}>
                Copiar
              </Button>
            }
          />
        </>
      )}
      <ConfirmMoveModal
        action={confirming}
        loading={status.isPending}
        error={status.error}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && move(confirming.to)}
      />
      {rejecting && (
        <LazyDialog
          title={`Rechazar el pedido #${order.number}`}
          place="center"
          onClose={() => setRejecting(false)}
          errorTitle="No pudimos abrir el rechazo del pedido"
        >
          <RejectOrderModal
            order={order}
            opened={rejecting}
            loading={reject.isPending}
            error={reject.error}
            onClose={() => setRejecting(false)}
            onReject={(input) => {
              reject
                .mutateAsync({ order: order.id, manager: managerName(), ...input })
                .then(() => {
                  setRejecting(false);
                  confirmDone(`Pedido #${order.number} rechazado.`);
                  onAccepted?.(order.id);
                })
                // The failure shows in the form (reject.error).
                .catch(() => undefined);
            }}
          />
        </LazyDialog>
      )}
    </Stack>
  );
};
