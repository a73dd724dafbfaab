import { type Errand, errandStatusLabels } from '@backoffice/shared';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../components/query-state.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useUpdateErrandMinutes } from '../api/update-errand-minutes.ts';
import { useUpdateErrandStatus } from '../api/update-errand-status.ts';
import { useOrderManager } from '../hooks/use-order-manager.tsx';
import { type ErrandMove, errandMoves } from '../lib/order-actions.ts';
import { elapsedLabel, isWaitingTooLong } from '../lib/order-groups.ts';
import { ConfirmMoveModal } from './confirm-move-modal.tsx';
import { MinutesPicker } from './minutes-picker.tsx';

type ErrandCardProps = { errand: Errand; now: number; companyName?: string };

/** One errand with its status moves and minutes, right on the card. */
export const ErrandCard = ({ errand, now, companyName }: ErrandCardProps) => {
  const { ensureName } = useOrderManager();
  const status = useUpdateErrandStatus();
  const minutes = useUpdateErrandMinutes();
  const [confirming, setConfirming] = useState<ErrandMove | null>(null);
  const [settingMinutes, setSettingMinutes] = useState(false);
  const late = isWaitingTooLong(errand, now);
  const final = errandMoves(errand).length === 0;

  const move = async (action: ErrandMove) => {
    const manager = await ensureName();
    if (!manager) return;
    status.mutate({ id: errand.id, status: action.to, manager }, { onSuccess: () => setConfirming(null) });
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="errand-card"
      bg={late ? 'red.0' : undefined}
      style={late ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} style={{ minWidth: 0 }}>
            {companyName ?? errand.pickup.name ?? 'Mandado'}
          </Text>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {errandStatusLabels[errand.status]}
          </Badge>
        </Group>
        <Text size="sm">Recoger: {errand.pickup.address}</Text>
        <Text size="sm">Entregar: {errand.dropoff.address}</Text>
        {errand.customer && (
          <Text size="sm">
            {errand.customer.name} · {errand.customer.phone}
          </Text>
        )}
        {errand.notes && (
          <Text size="sm" c="orange.8">
            Notas: {errand.notes}
          </Text>
        )}
        <Group gap="xs">
          {errand.amountToCollect > 0 && <Badge variant="outline">Cobrar {formatMoney(errand.amountToCollect)}</Badge>}
          <Badge variant="outline" color="gray">
            Tarifa {formatMoney(errand.fee)}
          </Badge>
          {errand.minutes && <Badge variant="outline">{errand.minutes} min</Badge>}
        </Group>
        <Group gap={4} c={late ? 'red.7' : 'dimmed'}>
          {late ? <IconAlertTriangle size={16} /> : <IconClock size={16} />}
          <Text size="sm" fw={late ? 700 : 400}>
            {elapsedLabel(errand.createdAt, now)}
          </Text>
        </Group>
        {status.error && (
          <Alert color="red" role="alert">
            {errorMessage(status.error)}
          </Alert>
        )}
        {!final && (
          // Wraps instead of shrinking: the labels must stay whole on a phone and a tablet.
          <Group gap="xs">
            {errandMoves(errand).map((action) => (
              <Button
                key={action.to}
                size="md"
                style={{ flex: '1 1 auto' }}
                color={action.color}
                variant={action.color ? 'light' : 'filled'}
                loading={status.isPending && status.variables?.status === action.to}
                onClick={() => (action.confirm ? setConfirming(action) : void move(action))}
              >
                {action.label}
              </Button>
            ))}
            <Button size="md" variant="default" style={{ flex: '1 1 auto' }} onClick={() => setSettingMinutes(true)}>
              Minutos
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmMoveModal
        action={confirming}
        loading={status.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void move(confirming)}
      />
      <Modal opened={settingMinutes} onClose={() => setSettingMinutes(false)} title="Minutos del mandado" centered>
        <Stack>
          {minutes.error && (
            <Alert color="red" role="alert">
              {errorMessage(minutes.error)}
            </Alert>
          )}
          <MinutesPicker
            label="¿En cuántos minutos?"
            submitLabel="Guardar minutos"
            initial={errand.minutes}
            loading={minutes.isPending}
            onSubmit={(value) =>
              minutes.mutate({ id: errand.id, minutes: value }, { onSuccess: () => setSettingMinutes(false) })
            }
          />
        </Stack>
      </Modal>
    </Paper>
  );
};
