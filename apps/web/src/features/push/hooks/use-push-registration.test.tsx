// @vitest-environment jsdom
import type { Business } from '@backoffice/shared';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePushRegistration } from './use-push-registration.ts';

const registerDevice = vi.fn(async () => undefined);
vi.mock('../api/register-device.ts', () => ({
  getPushPublicKey: async () => ({ publicKey: 'server-key' }),
  registerDevice: (...args: unknown[]) => registerDevice(...(args as [])),
}));
vi.mock('../lib/vapid-key.ts', () => ({
  subscriptionKey: () => 'server-key',
  vapidKeyBytes: () => new Uint8Array(65),
}));
vi.mock('../../../lib/service-worker.ts', () => ({
  serviceWorkerReady: async () => ({
    pushManager: {
      getSubscription: async () => null,
      subscribe: async () => ({ toJSON: () => ({ endpoint: 'https://push.example/device-1', keys: {} }) }),
    },
  }),
}));

const business = { id: 'company-1', type: 'company' } as unknown as Business;
const Shell = () => {
  usePushRegistration(business);
  return null;
};

/** The browser's notification permission: its synchronous reads are counted. */
let state: PermissionState;
let permissionReads: number;
let status: { state: PermissionState; onchange: (() => void) | null };

beforeEach(() => {
  permissionReads = 0;
  registerDevice.mockClear();
  vi.stubGlobal('Notification', {
    get permission() {
      permissionReads += 1;
      return state === 'prompt' ? 'default' : state;
    },
  });
  status = {
    get state() {
      return state;
    },
    onchange: null,
  };
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: vi.fn(async () => status) },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 10)));

describe('push registration as the shell starts', () => {
  it('asks the Permissions API instead of reading Notification.permission, and waits for a yes', async () => {
    state = 'prompt';
    render(<Shell />);
    await settle();
    expect(navigator.permissions.query).toHaveBeenCalledWith({ name: 'notifications' });
    expect(registerDevice).not.toHaveBeenCalled();

    state = 'granted';
    await act(async () => status.onchange?.());
    await settle();
    expect(registerDevice).toHaveBeenCalledTimes(1);
    // Each read of Notification.permission is a synchronous round trip to the browser on the page's main thread.
    expect(permissionReads).toBe(0);
  });

  it('registers the device at once when notifications were already allowed', async () => {
    state = 'granted';
    render(<Shell />);
    await settle();
    expect(registerDevice).toHaveBeenCalledWith(business, { endpoint: 'https://push.example/device-1', keys: {} });
    expect(permissionReads).toBe(0);
  });

  it('does nothing while notifications are refused', async () => {
    state = 'denied';
    render(<Shell />);
    await settle();
    expect(registerDevice).not.toHaveBeenCalled();
  });
});
