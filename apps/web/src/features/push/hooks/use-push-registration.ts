import type { Business } from '@backoffice/shared';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { serviceWorkerReady } from '../../../lib/service-worker.ts';
import { readSession, writeSession } from '../../../lib/session-storage.ts';
import { getPushPublicKey, registerDevice } from '../api/register-device.ts';
import { subscriptionKey, vapidKeyBytes } from '../lib/vapid-key.ts';

const REGISTERED_KEY = 'pushRegistered';

/**
 * Subscribes this browser to Web Push and registers the subscription for the business, once a session. Called once
 * notifications are allowed.
 */
const subscribeForPush = async (business: Business) => {
  const registration = await serviceWorkerReady();
  if (!registration || !('pushManager' in registration)) return;
  const { publicKey } = await getPushPublicKey();
  let subscription = await registration.pushManager.getSubscription();
  // Made with another server key (a new VAPID pair): it would be refused by the push service, start again.
  if (subscription && subscriptionKey(subscription) !== publicKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: vapidKeyBytes(publicKey),
  });
  const json = subscription.toJSON();
  const marker = `${business.id} ${json.endpoint}`;
  if (readSession<string>(REGISTERED_KEY) === marker) return;
  await registerDevice(business, json);
  writeSession(REGISTERED_KEY, marker);
};

/** Seed sections 6 and 8: a failure is logged; an AbortError also gets the Spanish hint. */
const reportFailure = (error: Error) => {
  console.error(`Push registration failed: ${error.message}`);
  if (error.name === 'AbortError') {
    notifications.show({
      id: 'push-abort',
      title: 'No pudimos activar las notificaciones',
      message: 'Recarga la página o revisa que el navegador tenga permitidas las notificaciones de este sitio.',
      color: 'yellow',
      autoClose: 10_000,
      withCloseButton: true,
    });
  }
};

/** Registers for Web Push as soon as notifications are allowed (now, or when the permission changes). */
export const usePushRegistration = (business: Business | null) => {
  const canReceive = business?.type === 'company' || business?.type === 'partner';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per business
  useEffect(() => {
    if (!business || !canReceive) return;
    let cancelled = false;
    const run = () => {
      if (!cancelled) subscribeForPush(business).catch(reportFailure);
    };
    let status: PermissionStatus | null = null;
    const runIfGranted = (state: PermissionState) => {
      if (state === 'granted') run();
    };
    // In a task of its own, after the first screen's, and asked through the Permissions API: reading
    // Notification.permission is a synchronous round trip to the browser (3-20 ms at full speed on a page's load).
    const start = setTimeout(() => {
      if (typeof Notification === 'undefined') return;
      if (!navigator.permissions) {
        if (Notification.permission === 'granted') run();
        return;
      }
      navigator.permissions
        .query({ name: 'notifications' })
        .then((result) => {
          if (cancelled) return;
          status = result;
          result.onchange = () => runIfGranted(result.state);
          runIfGranted(result.state);
        })
        .catch(() => {
          if (!cancelled && Notification.permission === 'granted') run();
        });
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(start);
      if (status) status.onchange = null;
    };
  }, [business?.id, canReceive]);
};
