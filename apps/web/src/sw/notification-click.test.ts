import { describe, expect, it } from 'vitest';
import { type AppClients, type AppWindow, notificationUrl, openFromNotification } from './notification-click.ts';

const ORIGIN = 'https://panel.example';

const appWindow = (url: string, state: Partial<Pick<AppWindow, 'focused' | 'visibilityState'>> = {}) => {
  const events: unknown[] = [];
  const window: AppWindow & { events: unknown[] } = {
    url,
    focused: state.focused ?? false,
    visibilityState: state.visibilityState ?? 'hidden',
    events,
    focus: async () => events.push('focus'),
    postMessage: (message) => events.push(message),
  };
  return window;
};

const clientsWith = (windows: AppWindow[]) => {
  const opened: string[] = [];
  const clients: AppClients = {
    matchAll: async () => windows,
    openWindow: async (url) => opened.push(url),
  };
  return { clients, opened };
};

describe('where a notification leads', () => {
  it('opens the order, or the errand, on the orders screen', () => {
    expect(notificationUrl({ type: 'new:order', id: 'o-1' })).toBe('/orders?order=o-1');
    expect(notificationUrl({ type: 'escalated:order', id: 'o-2' })).toBe('/orders?order=o-2');
    expect(notificationUrl({ type: 'new:errand', id: 'e 3' })).toBe('/orders?errand=e%203');
  });

  it("opens a rider's task in the rider's app, never in a back-office window", async () => {
    expect(notificationUrl({ type: 'rider:task', id: 't 1' })).toBe('/r/tarea/t%201');
    const office = appWindow(`${ORIGIN}/orders`, { focused: true, visibilityState: 'visible' });
    const { clients, opened } = clientsWith([office]);
    await openFromNotification(clients, ORIGIN, { url: '/r/tarea/t1' });
    expect(opened).toEqual(['/r/tarea/t1']);
    expect(office.events).toEqual([]);
    const rider = appWindow(`${ORIGIN}/r`);
    const both = clientsWith([office, rider]);
    await openFromNotification(both.clients, ORIGIN, { url: '/r/tarea/t1' });
    expect(rider.events).toEqual(['focus', { kind: 'open', url: '/r/tarea/t1' }]);
  });
});

describe('a click on a notification', () => {
  it('focuses the open window of the app and tells it which order to open', async () => {
    const other = appWindow('https://elsewhere.example/orders', { focused: true, visibilityState: 'visible' });
    const background = appWindow(`${ORIGIN}/home`);
    const visible = appWindow(`${ORIGIN}/products`, { visibilityState: 'visible' });
    const { clients, opened } = clientsWith([other, background, visible]);

    await openFromNotification(clients, ORIGIN, { url: '/orders?order=o-1' });

    expect(visible.events).toEqual(['focus', { kind: 'open', url: '/orders?order=o-1' }]);
    expect(background.events).toEqual([]);
    expect(other.events).toEqual([]);
    expect(opened).toEqual([]);
  });

  it('prefers the focused window, and takes any window of the app when none is on screen', async () => {
    const visible = appWindow(`${ORIGIN}/home`, { visibilityState: 'visible' });
    const focused = appWindow(`${ORIGIN}/orders`, { focused: true, visibilityState: 'visible' });
    await openFromNotification(clientsWith([visible, focused]).clients, ORIGIN, { url: '/orders?order=a' });
    expect(focused.events).toEqual(['focus', { kind: 'open', url: '/orders?order=a' }]);
    expect(visible.events).toEqual([]);

    const hidden = appWindow(`${ORIGIN}/home`);
    await openFromNotification(clientsWith([hidden]).clients, ORIGIN, { url: '/orders?errand=b' });
    expect(hidden.events).toEqual(['focus', { kind: 'open', url: '/orders?errand=b' }]);
  });

  it('opens a new window on the order when the app is not open', async () => {
    const { clients, opened } = clientsWith([appWindow('https://elsewhere.example/')]);
    await openFromNotification(clients, ORIGIN, { url: '/orders?order=o-9' });
    expect(opened).toEqual(['/orders?order=o-9']);
  });

  it('never leads out of the app, whatever the notification carries', async () => {
    for (const data of [{ url: 'https://evil.example/' }, { url: '//evil.example/x' }, null, { url: 42 }]) {
      const { clients, opened } = clientsWith([]);
      await openFromNotification(clients, ORIGIN, data);
      expect(opened).toEqual(['/orders']);
    }
  });
});
