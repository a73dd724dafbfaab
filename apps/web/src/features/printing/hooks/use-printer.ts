import { useCallback, useSyncExternalStore } from 'react';
import { deviceSetting, useDeviceSetting } from '../../../lib/device-setting.ts';
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

const printerSettings = deviceSetting(PRINTER_SETTINGS_KEY, defaultPrinterSettings, readPrinterSettings);

/** This device's printer settings (localStorage, like counter mode); every screen follows a change at once. */
export const usePrinterSettings = () => {
  const settings = useDeviceSetting(printerSettings);
  const change = useCallback(
    (update: Partial<PrinterSettings>) => printerSettings.set((current) => changeSettings(current, update)),
    [],
  );
  return { settings, change };
};
