import { Switch } from '@mantine/core';
import { confirmDone } from '../../../lib/confirm-done.ts';
import { useCounterMode } from '../hooks/use-counter-mode.ts';

/** The toast after counter mode is switched, here or in the account menu. */
export const confirmCounterMode = (on: boolean) =>
  confirmDone(
    on
      ? 'Modo mostrador activado: cada pedido nuevo ocupará la pantalla.'
      : 'Modo mostrador desactivado en este dispositivo.',
  );

/** The switch on the orders screen (the account menu has the same setting: counter-mode-menu-item.tsx). */
export const CounterModeSwitch = () => {
  const { on, setOn } = useCounterMode();
  return (
    <Switch
      size="md"
      label="Modo mostrador"
      description="Cada pedido nuevo ocupa la pantalla"
      checked={on}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        setOn(next);
        confirmCounterMode(next);
      }}
    />
  );
};
