import type { RiderDetail } from '@backoffice/shared';
import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { HintTooltip } from '../../../components/hint-tooltip.tsx';
import { errorMessage } from '../../../components/query-state.tsx';
import { useSetShift } from '../api/rider-queries.ts';

/** «En turno» right in the list: only active riders on shift are offered for errands. */
export const ShiftSwitch = ({ rider }: { rider: RiderDetail }) => {
  const setShift = useSetShift();
  const blocked = !rider.editable || !rider.active;
  const reason = !rider.editable
    ? 'Lo administra su flotilla'
    : !rider.active
      ? 'Actívalo para ponerlo en turno'
      : null;
  const control = (
    <Switch
      aria-label={`En turno: ${rider.name}`}
      checked={setShift.isPending ? Boolean(setShift.variables?.onShift) : rider.onShift}
      disabled={blocked || setShift.isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) =>
        setShift.mutate(
          { id: rider.id, onShift: event.currentTarget.checked },
          {
            onError: (failure) =>
              notifications.show({ color: 'red', title: 'No se cambió el turno', message: errorMessage(failure) }),
          },
        )
      }
      label={rider.onShift ? 'En turno' : 'Fuera'}
    />
  );
  // Why it is blocked comes with the tooltip's code, when a pointer or the focus first reaches it (decision 057).
  return reason ? <HintTooltip label={reason}>{control}</HintTooltip> : control;
};
