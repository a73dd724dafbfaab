import { useLocalStorage } from '@mantine/hooks';
import { useCallback, useSyncExternalStore } from 'react';
import { printerState, subscribePrinter } from '../lib/printer-device.ts';
import {
  changeSettings,
  defaultPrinterSettings,
  PRINTER_SETTINGS_KEY,
  type PrinterSettings,
  readPrinterSettings,
} from '../lib/printer-settings.ts';

/** The printer state of this device (connection, paper, tickets waiting), shared by every screen. */
export const usePrinterState = () => useSyncExternalStore(subscribePrinter, printerState);

/** This device's printer settings (localStorage, like counter mode); every screen follows a change at once. */
export const usePrinterSettings = () => {
  const [settings, setSettings] = useLocalStorage<PrinterSettings>({
    key: PRINTER_SETTINGS_KEY,
    defaultValue: defaultPrinterSettings,
    getInitialValueInEffect: false,
    deserialize: (raw) => {
      try {
        return readPrinterSettings(raw ? JSON.parse(raw) : null);
      } catch {
        return defaultPrinterSettings;
      }
    },
  });
  const change = useCallback(
    (update: Partial<PrinterSettings>) => setSettings((current) => changeSettings(current, update)),
    [setSettings],
  );
  return { settings, change };
};
