import { Menu } from '@mantine/core';
import { IconDeviceTablet } from '@tabler/icons-react';
import { useCounterMode } from '../hooks/use-counter-mode.ts';
import { confirmCounterMode } from './counter-mode-switch.tsx';

/** The counter-mode setting in the header's account menu, on every screen. */
export const CounterModeMenuItem = () => {
  const { on, setOn } = useCounterMode();
  return (
    <Menu.Item
      leftSection={<IconDeviceTablet size={16} />}
      closeMenuOnClick
      onClick={() => {
        setOn(!on);
        confirmCounterMode(!on);
      }}
    >
      Modo mostrador: {on ? 'activado' : 'desactivado'}
    </Menu.Item>
  );
};
