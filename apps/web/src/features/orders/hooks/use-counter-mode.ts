import { deviceSetting, useDeviceSetting } from '../../../lib/device-setting.ts';

export const COUNTER_MODE_KEY = 'counterMode';

const counterMode = deviceSetting(COUNTER_MODE_KEY, false, (stored) => stored === true);

/**
 * "Modo mostrador" on this device (localStorage, like the armed sound): a new order takes the whole screen.
 * Every screen that reads it follows a change made in the header or on the orders screen at once.
 */
export const useCounterMode = () => ({ on: useDeviceSetting(counterMode), setOn: counterMode.set });
