import { Menu, Switch } from '@mantine/core';
import { IconDeviceTablet } from '@tabler/icons-react';
import { confirmDone } from '../../../lib/confirm-done.ts';
import { useCounterMode } from '../hooks/use-counter-mode.ts';

const confirm = (on: boolean) =>
  confirmDone(
    on
      ? 'Modo mostrador activado: cada pedido nuevo ocupará la pantalla.'
      : 'Modo mostrador desactivado en este dispositivo.',
  );

/** The switch on the orders screen. */
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
        confirm(next);
      }}
    />
  );
};

/** The same setting in the header's account menu, on every screen. */
export const CounterModeMenuItem = () => {
  const { on, setOn } = useCounterMode();
  return (
    <Menu.Item
      leftSection={<IconDeviceTablet size={16} />}
      closeMenuOnClick
      onClick={() => {
        setOn(!on);
        confirm(!on);
      }}
    >
      Modo mostrador: {on ? 'activado' : 'desactivado'}
    </Menu.Item>
  );
};
