import { useSyncExternalStore } from 'react';
import { readDevice, writeDevice } from './device-storage.ts';

export type DeviceSetting<T> = {
  get: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
};

/**
 * A setting of this device (localStorage) read once and shared by every component that shows it: a change made on
 * one screen is drawn on all at once, and one made in another tab when its storage event comes.
 *
 * Mantine's useLocalStorage, used before, read the key again after every mount, wrote it back and announced it to
 * every other instance, each of which then drew again with a new copy: on the shell's first screen that was a
 * write and a synchronous draw of the live alerts per setting after the first paint.
 */
export const deviceSetting = <T>(key: string, fallback: T, parse: (stored: unknown) => T): DeviceSetting<T> => {
  let value: { current: T } | null = null;
  const listeners = new Set<() => void>();
  const get = () => {
    if (!value) {
      const stored = readDevice<unknown>(key);
      value = { current: stored === null ? fallback : parse(stored) };
    }
    return value.current;
  };
  const announce = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage || (event.key !== key && event.key !== null)) return;
    value = null;
    announce();
  };
  return {
    get,
    set: (next) => {
      const current = typeof next === 'function' ? (next as (current: T) => T)(get()) : next;
      value = { current };
      writeDevice(key, current);
      announce();
    },
    subscribe: (listener) => {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
};

/** The setting's value, drawn again when it changes. */
export const useDeviceSetting = <T>(setting: DeviceSetting<T>) =>
  useSyncExternalStore(setting.subscribe, setting.get, setting.get);
