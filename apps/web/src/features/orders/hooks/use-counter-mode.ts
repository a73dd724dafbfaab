import { useLocalStorage } from '@mantine/hooks';

export const COUNTER_MODE_KEY = 'counterMode';

/**
 * "Modo mostrador" on this device (localStorage, like the armed sound): a new order takes the whole screen.
 * Every screen that reads it follows a change made in the header or on the orders screen at once.
 */
export const useCounterMode = () => {
  const [on, setOn] = useLocalStorage<boolean>({
    key: COUNTER_MODE_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return { on, setOn };
};
