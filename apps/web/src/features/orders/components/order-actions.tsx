import type { Order, OrderStatus } from '@backoffice/shared';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconClock, IconCopy, IconPrinter, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../components/query-state.tsx';
import { useCopyOrderText } from '../api/get-order-clipboard.ts';
import { useRejectOrder } from '../api/reject-order.ts';
import { useUpdateOrderMinutes } from '../api/update-order-minutes.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { useOrderManager } from '../hooks/use-order-manager.tsx';
import { type MoveAction, orderMoves } from '../lib/order-actions.ts';
import { ConfirmMoveModal } from './confirm-move-modal.tsx';
import { MinutesPicker } from './minutes-picker.tsx';
import { RejectOrderModal } from './reject-order-modal.tsx';

type Mode = 'idle' | 'accept' | 'minutes';

/** Accept with minutes, change them, reject, move along the lifecycle, copy and print. */
export const OrderActions = ({ order, onAccepted }: { order: Order; onAccepted?: (id: string) => void }) => {
  const [mode, setMode] = useState<Mode>('idle');
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState<MoveAction | null>(null);
  const { ensureName } = useOrderManager();
  const status = useUpdateOrderStatus();
  const minutes = useUpdateOrderMinutes();
  const reject = useRejectOrder();
  const copy = useCopyOrderText();

  const move = async (to: OrderStatus, withMinutes?: number) => {
    const manager = await ensureName();
    if (!manager) return;
    status.mutate(
      { id: order.id, status: to, manager, minutes: withMinutes },
      {
        onSuccess: () => {
          setMode('idle');
          setConfirming(null);
          if (to === 'accepted') onAccepted?.(order.id);
        },
      },
    );
  };

  const onCopy = () =>
    copy.mutate(order.id, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Resumen del pedido copiado.' }),
      onError: (error) =>
        notifications.show({ color: 'red', title: 'No se pudo copiar', message: errorMessage(error) }),
    });

  const failure = status.error ?? minutes.error;
  const final = orderMoves(order).length === 0 && order.status !== 'pending';

  return (
    <Stack gap="sm">
      {failure && (
        <Alert color="red" role="alert" title="No se pudo guardar el cambio">
          {errorMessage(failure)}
        </Alert>
      )}
      {mode === 'accept' && (
        <MinutesPicker
          label="¿En cuántos minutos estará listo?"
          submitLabel="Aceptar pedido"
          loading={status.isPending}
          onSubmit={(value) => void move('accepted', value)}
          onCancel={() => setMode('idle')}
        />
      )}
      {mode === 'minutes' && (
        <MinutesPicker
          label="Nuevo tiempo de preparación"
          submitLabel="Guardar minutos"
          initial={order.minutes}
          loading={minutes.isPending}
          onSubmit={(value) => minutes.mutate({ id: order.id, minutes: value }, { onSuccess: () => setMode('idle') })}
          onCancel={() => setMode('idle')}
        />
      )}
      {mode === 'idle' && (
        <>
          {order.status === 'pending' && (
            <SimpleGrid cols={2} spacing="sm">
              <Button size="lg" color="green" leftSection={<IconCheck />} onClick={() => setMode('accept')}>
                Aceptar
              </Button>
              <Button size="lg" color="red" variant="light" leftSection={<IconX />} onClick={() => setRejecting(true)}>
                Rechazar
              </Button>
            </SimpleGrid>
          )}
          {orderMoves(order).map((action) => (
            <Button
              key={action.to}
              size="lg"
              color={action.color}
              variant={action.color ? 'light' : 'filled'}
              loading={status.isPending && status.variables?.status === action.to}
              onClick={() => (action.confirm ? setConfirming(action) : void move(action.to))}
            >
              {action.label}
            </Button>
          ))}
          {!final && order.status !== 'pending' && (
            <Button size="md" variant="default" leftSection={<IconClock />} onClick={() => setMode('minutes')}>
              {order.minutes ? `Cambiar minutos (${order.minutes} min)` : 'Fijar minutos'}
            </Button>
          )}
          <Group grow gap="sm">
            <Button size="md" variant="default" leftSection={<IconCopy />} loading={copy.isPending} onClick={onCopy}>
              Copiar
            </Button>
            <Button size="md" variant="default" leftSection={<IconPrinter />} onClick={() => window.print()}>
              Imprimir ticket
            </Button>
          </Group>
        </>
      )}
      <ConfirmMoveModal
        action={confirming}
        loading={status.isPending}
        error={status.error}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void move(confirming.to)}
      />
      {rejecting && (
        <RejectOrderModal
          order={order}
          opened={rejecting}
          loading={reject.isPending}
          error={reject.error}
          onClose={() => setRejecting(false)}
          onReject={async (input) => {
            const manager = await ensureName();
            if (!manager) return;
            reject.mutate(
              { order: order.id, manager, ...input },
              {
                onSuccess: () => {
                  setRejecting(false);
                  onAccepted?.(order.id);
                },
              },
            );
          }}
        />
      )}
    </Stack>
  );
};
