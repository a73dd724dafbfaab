import type { Page } from 'playwright-core';
import { io } from 'socket.io-client';
import { expect } from 'vitest';

/**
 * A second listener of a tenant's live events, beside the page under test: once it has heard an event, the server
 * has sent it to every socket of that room, so a test that checks what an offline page did NOT get waits for this
 * instead of for a fixed time.
 */
export const listenTo = async (base: string, cookie: string, events: string[]) => {
  const socket = io(base, { transports: ['websocket'], extraHeaders: { cookie } });
  const heard: { event: string; payload: { id?: string } }[] = [];
  for (const event of events) socket.on(event, (payload) => heard.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return {
    /** Waits until the event about `id` has been heard. */
    heard: (event: string, id: string) =>
      expect
        .poll(() => heard.some((item) => item.event === event && item.payload.id === id), { timeout: 10_000 })
        .toBe(true),
    close: () => socket.disconnect(),
  };
};

/**
 * Counts the page's requests to `path` in flight and those answered, so a test can wait until a catch-up it
 * triggered has been answered (and applied) rather than for a fixed time.
 */
export const trackRequests = (page: Page, path: string) => {
  let inFlight = 0;
  let answered = 0;
  const matches = (url: string) => new URL(url).pathname === path;
  page.on('request', (request) => {
    if (matches(request.url())) inFlight += 1;
  });
  page.on('requestfinished', (request) => {
    if (!matches(request.url())) return;
    inFlight -= 1;
    answered += 1;
  });
  page.on('requestfailed', (request) => {
    if (matches(request.url())) inFlight -= 1;
  });
  return {
    answered: () => answered,
    /** Waits until at least `count` have been answered in total and none is in flight. */
    settled: (count: number) => expect.poll(() => inFlight === 0 && answered >= count, { timeout: 15_000 }).toBe(true),
  };
};

/** Waits two animation frames of the page: what an answer it has received changed on screen is drawn by then. */
export const drawn = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The orders screen's first list has arrived: its filters, or the empty state of a shop with no orders yet. */
export const ordersListed = (page: Page) =>
  page
    .getByLabel('Filtrar por estado')
    .or(page.getByText('Sin pedidos por ahora — te avisaremos con sonido cuando llegue uno'))
    .first()
    .waitFor();
