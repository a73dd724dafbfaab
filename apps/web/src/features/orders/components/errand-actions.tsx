import { type Errand, errandStatusLabels } from '@backoffice/shared';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog.tsx';
import { errorMessage } from '../../../components/query-state.tsx';
import { confirmDone } from '../../../lib/confirm-done.ts';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { PrintErrandButton } from '../../printing/index.ts';
import { useUpdateErrandMinutes } from '../api/update-errand-minutes.ts';
import { useUpdateErrandStatus } from '../api/update-errand-status.ts';
import { useOrderManager } from '../hooks/use-order-manager.tsx';
import { type ErrandMove, errandMoves } from '../lib/order-actions.ts';
import { ConfirmMoveModal } from './confirm-move-modal.tsx';
import { MinutesPicker } from './minutes-picker.tsx';

// The rider picker (its searchable Select: Combobox, Popover, the floating library) comes with the press on
// "Asignar"; a panel with its title and a loader answers the press until then (decision 057).
const RiderPickerModal = lazyScreen(() =>
  import('./rider-picker-modal.tsx').then((module) => ({ default: module.RiderPickerModal })),
);

/** The status moves and minutes of an errand; assigning asks which rider takes it. */
export const ErrandActions = ({ errand }: { errand: Errand }) => {
  const { managerName } = useOrderManager();
  const status = useUpdateErrandStatus();
  const minutes = useUpdateErrandMinutes();
  const [confirming, setConfirming] = useState<ErrandMove | null>(null);
  const [picking, setPicking] = useState(false);
  const [settingMinutes, setSettingMinutes] = useState(false);
  const moves = errandMoves(errand);
  if (moves.length === 0) return null;

  const move = (to: ErrandMove['to'], rider?: string) => {
    const manager = managerName();
    status
      .mutateAsync({ id: errand.id, status: to, manager, rider })
      .then((saved) => {
        setConfirming(null);
        setPicking(false);
        confirmDone(`Mandado #${saved.number}: ${errandStatusLabels[saved.status].toLowerCase()}.`);
      })
      // The failure shows beside the buttons or in the open dialog (status.error).
      .catch(() => undefined);
  };
  const start = (action: ErrandMove) => {
    status.reset();
    if (action.to !== 'assigned') return action.confirm ? setConfirming(action) : void move(action.to);
    setPicking(true);
  };

  return (
    <>
      {status.error && !picking && (
        <Alert color="red" role="alert">
          {errorMessage(status.error)}
        </Alert>
      )}
      {/* Wraps instead of shrinking: the labels must stay whole on a phone and a tablet. */}
      <Group gap="xs">
        {moves.map((action) => (
          <Button
            key={action.to}
            size="md"
            style={{ flex: '1 1 auto' }}
            color={action.color}
            variant={action.color ? 'light' : 'filled'}
            loading={status.isPending && status.variables?.status === action.to && !picking}
            onClick={() => void start(action)}
          >
            {action.label}
          </Button>
        ))}
        <Button size="md" variant="default" style={{ flex: '1 1 auto' }} onClick={() => setSettingMinutes(true)}>
          Minutos
        </Button>
        <PrintErrandButton errand={errand} />
      </Group>
      <ConfirmMoveModal
        action={confirming}
        loading={status.isPending}
        error={status.error}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void move(confirming.to)}
      />
      {picking && (
        <LazyDialog
          title="Asignar repartidor"
          place="center"
          onClose={() => setPicking(false)}
          errorTitle="No pudimos abrir la lista de repartidores"
        >
          <RiderPickerModal
            errandId={errand.id}
            opened
            loading={status.isPending}
            error={status.error}
            onClose={() => setPicking(false)}
            onPick={(rider) => void move('assigned', rider)}
          />
        </LazyDialog>
      )}
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
              minutes
                .mutateAsync({ id: errand.id, minutes: value })
                .then((saved) => {
                  setSettingMinutes(false);
                  confirmDone(`Mandado #${saved.number}: ${saved.minutes} min.`);
                })
                .catch(() => undefined)
            }
          />
        </Stack>
      </Modal>
    </>
  );
};
