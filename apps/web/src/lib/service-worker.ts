/**
 * Registers /sw.js (push notifications, offline page). Absent under the Vite dev server, where the
 * registration fails and is only logged.
 */
export const registerServiceWorker = () => {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: Error) => console.warn(`Service worker not registered: ${error.message}`));
  });
};

/** Resolves with the active registration, or null when there is none (no support, dev server). */
export const serviceWorkerReady = async (): Promise<ServiceWorkerRegistration | null> => {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  return navigator.serviceWorker.ready;
};
