import { subscriptionKey, vapidKeyBytes } from '../../features/push/lib/vapid-key.ts';
import { serviceWorkerReady } from '../../lib/service-worker.ts';
import { registerDevice } from './api.ts';

/** The Web Push public key the server wrote into the page (plugins/web.ts); empty under the dev server. */
const pushKey = () => document.querySelector('meta[name="push-key"]')?.getAttribute('content') ?? '';

export const canAskForNotifications = () =>
  typeof Notification !== 'undefined' && 'serviceWorker' in navigator && pushKey() !== '';

/**
 * Subscribes this phone to Web Push and registers it for the rider, so a new task reaches a phone whose screen is
 * off. Asks for the permission only when called from the rider's tap ("Activar avisos").
 */
export const registerRiderPush = async ({ ask }: { ask: boolean }) => {
  if (!canAskForNotifications()) return 'unsupported' as const;
  const permission = ask ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return permission;
  const registration = await serviceWorkerReady();
  if (!registration || !('pushManager' in registration)) return 'unsupported' as const;
  const key = pushKey();
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && subscriptionKey(subscription) !== key) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: vapidKeyBytes(key),
  });
  await registerDevice(subscription.toJSON());
  return 'granted' as const;
};
