/// <reference lib="webworker" />
/**
 * The service worker at /sw.js (built by vite.sw.config.ts): shows Web Push notifications, hands pushes to
 * open pages (seed section 7), opens the order on a notification click, and answers navigations with a
 * Spanish offline page when there is no network. Protocol: apps/api/src/modules/push/README.md.
 */
import { notificationUrl, openFromNotification } from './notification-click.ts';

declare const self: ServiceWorkerGlobalScope;

type PushPayload = { type: string; id: string; company?: string | null; title?: string; body?: string };

const SHELL_CACHE = 'shell-v1';
const ASSET_CACHE = 'assets-v1';
const OFFLINE_URL = '/offline.html';
const SHELL = [OFFLINE_URL, '/favicon.svg', '/icons/icon-192.png', '/manifest.webmanifest'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name !== SHELL_CACHE && name !== ASSET_CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The rider's app (/r…, decision 049) opens without a network too: its actions wait on the phone to be sent. */
const RIDER_PAGE = '/r';
const isRiderPath = (pathname: string) => pathname === RIDER_PAGE || pathname.startsWith(`${RIDER_PAGE}/`);

/** Keeps a rider page and the scripts and styles it names, for a reload without a network. */
const keepRiderPage = async (html: string) => {
  const shell = await caches.open(SHELL_CACHE);
  await shell.put(RIDER_PAGE, new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] as string);
  const cache = await caches.open(ASSET_CACHE);
  await Promise.all(assets.map(async (asset) => (await cache.match(asset)) ?? cache.add(asset).catch(() => undefined)));
};

/**
 * Network first; the last rider page seen answers any /r address when the network is gone, so that a reload offline
 * still shows the tasks and the waiting actions.
 */
const riderPage = async (request: Request) => {
  try {
    const response = await fetch(request);
    if (response.ok) void response.clone().text().then(keepRiderPage);
    return response;
  } catch {
    return (await caches.match(RIDER_PAGE)) ?? (await caches.match(OFFLINE_URL)) ?? Response.error();
  }
};

// The rider app asks once it runs: its first page load happened before this worker controlled it.
self.addEventListener('message', (event) => {
  if ((event.data as { kind?: string } | null)?.kind !== 'keep-rider-page') return;
  event.waitUntil(
    fetch(RIDER_PAGE)
      .then((response) => (response.ok ? response.text().then(keepRiderPage) : undefined))
      .catch(() => undefined),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io'))
    return;
  if (request.mode === 'navigate' && isRiderPath(url.pathname)) {
    event.respondWith(riderPage(request));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(async () => (await caches.match(OFFLINE_URL)) ?? Response.error()));
    return;
  }
  // Hashed build files never change: keep them for the next start on a slow network.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.open(ASSET_CACHE).then(async (cache) => {
        const cached = await cache.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) void cache.put(request, response.clone());
        return response;
      }),
    );
  }
});

self.addEventListener('push', (event) => {
  let payload: PushPayload;
  try {
    payload = event.data?.json() as PushPayload;
  } catch {
    return;
  }
  if (!payload?.id) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage({ kind: 'push', payload });
      // A page on screen shows its own toast; otherwise the system shows the notification.
      if (windows.some((client) => client.visibilityState === 'visible')) return;
      // A rider's push carries only its type and task (decision 042): the words are the rider app's.
      const rider = payload.type.startsWith('rider:');
      await self.registration.showNotification(payload.title ?? (rider ? 'Tienes una tarea nueva' : 'Aviso'), {
        body: payload.body ?? (rider ? 'Ábrela para aceptarla antes de que venza.' : ''),
        tag: payload.id,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        requireInteraction: payload.type !== 'new:errand',
        data: { url: notificationUrl(payload) },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(self.clients, self.location.origin, event.notification.data));
});
