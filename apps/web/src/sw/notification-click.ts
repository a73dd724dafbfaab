/**
 * Where a notification leads and how a click gets there, apart from the worker's globals so that it can be
 * tested: the order (or errand) in a window of the app that is already open, focused; a new window otherwise.
 */

type Payload = { type: string; id: string };

/**
 * `/orders?order=<id>`, or `?errand=<id>` for an errand: the orders screen opens that item once it has it. A
 * rider's push (`rider:…`, a task offered to them) opens the task in the rider's app.
 */
export const notificationUrl = (payload: Payload) => {
  if (payload.type.startsWith('rider:')) return `/r/tarea/${encodeURIComponent(payload.id)}`;
  const param = payload.type === 'new:errand' ? 'errand' : 'order';
  return `/orders?${param}=${encodeURIComponent(payload.id)}`;
};

export type AppWindow = {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
  focus: () => Promise<unknown>;
  postMessage: (message: unknown) => void;
};
export type AppClients = {
  matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<readonly AppWindow[]>;
  openWindow: (url: string) => Promise<unknown>;
};

const isRiderUrl = (path: string) => path === '/r' || path.startsWith('/r/') || path.startsWith('/r?');

/** Only a path of this app: a notification's data must never send the user to another site. */
const safePath = (data: unknown) => {
  const url = (data as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/orders';
};

/**
 * Focuses a window of the app (the focused one, else a visible one, else any) and tells it which item to open;
 * the page navigates itself (use-notification-open.ts). With no window of the app, opens one on that item.
 */
export const openFromNotification = async (clients: AppClients, origin: string, data: unknown) => {
  const url = safePath(data);
  // The rider's app and the back-office are two apps on one origin: each opens its own items.
  const forRider = isRiderUrl(url);
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((client) => {
    const address = new URL(client.url);
    return address.origin === origin && isRiderUrl(address.pathname) === forRider;
  });
  const target =
    windows.find((client) => client.focused) ??
    windows.find((client) => client.visibilityState === 'visible') ??
    windows[0];
  if (!target) {
    await clients.openWindow(url);
    return;
  }
  await target.focus();
  target.postMessage({ kind: 'open', url });
};
