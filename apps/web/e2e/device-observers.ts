import type { BrowserContext, Page } from 'playwright-core';

/**
 * Watches, from inside the page, the device APIs a browser test cannot see from outside: the alert sounds played
 * through Web Audio (one entry per sound: the oscillators started in one task), the system notifications shown,
 * and the Screen Wake Lock, whose headless request is answered here with a sentinel that records its release.
 */
const observe = () => {
  type Seen = { sounds: string[]; notifications: string[]; wakeLock: string[] };
  const seen: Seen = { sounds: [], notifications: [], wakeLock: [] };
  (window as unknown as { __seen: Seen }).__seen = seen;

  let sameTask = false;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
    if (!sameTask) {
      seen.sounds.push(this.type === 'square' ? 'insistent' : 'chime');
      sameTask = true;
      setTimeout(() => {
        sameTask = false;
      });
    }
    return start.apply(this, args);
  };

  if ('ServiceWorkerRegistration' in window) {
    const show = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
      seen.notifications.push(title);
      return show.call(this, title, options);
    };
  }

  if ('wakeLock' in navigator) {
    navigator.wakeLock.request = async () => {
      seen.wakeLock.push('request');
      const sentinel = new EventTarget() as WakeLockSentinel;
      let released = false;
      Object.defineProperties(sentinel, {
        released: { get: () => released },
        type: { value: 'screen' },
        release: {
          value: async () => {
            if (released) return;
            released = true;
            seen.wakeLock.push('release');
            sentinel.dispatchEvent(new Event('release'));
          },
        },
      });
      return sentinel;
    };
  }
};

export const observeDevice = (context: BrowserContext) => context.addInitScript(observe);

type Seen = { sounds: string[]; notifications: string[]; wakeLock: string[] };
export const seen = (page: Page): Promise<Seen> =>
  page.evaluate(() => {
    const { sounds, notifications, wakeLock } = (window as unknown as { __seen: Seen }).__seen;
    return { sounds: [...sounds], notifications: [...notifications], wakeLock: [...wakeLock] };
  });
