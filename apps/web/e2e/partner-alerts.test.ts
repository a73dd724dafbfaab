import fs from 'node:fs';
import { updateOrderEvent } from '@backoffice/shared';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatClock } from '../src/lib/clock.ts';
import { demoDataDir, launchBrowser, signInThroughForm } from './browser.ts';
import { apiSession, demoOrderChannel, type OrderChannel, placeErrand, placeOrder } from './demo-api.ts';
import { observeDevice, seen } from './device-observers.ts';
import { freePort, type RunningServer, startServer } from './start-server.ts';
import { apiCall } from './tenant.ts';

/**
 * What a partner's dispatcher and a shop's counter tablet rely on beyond the orders screen: alerts for the
 * followed companies on any screen, the escalation of an unattended order, the "panel desconectado" warning,
 * and the screen kept awake. Own server: presence needs a shop with no screen, escalation a one-minute setting, and
 * the server's escalation minute lasts 30 s here, checked every 2 s (ESCALATION_MINUTE_SECONDS, _SWEEP_SECONDS).
 */
const SERVER_MINUTE_SECONDS = 30;
let browser: Browser;
let server: RunningServer;
let guero: OrderChannel;
let chuy: OrderChannel;
const dataDir = demoDataDir('backoffice-partner-alerts-');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

beforeAll(async () => {
  server = await startServer(dataDir, port, {
    MAP_TILE_URL: 'none',
    ESCALATION_MINUTE_SECONDS: String(SERVER_MINUTE_SECONDS),
    ESCALATION_SWEEP_SECONDS: '2',
  });
  browser = await launchBrowser();
  guero = await demoOrderChannel(base, dataDir, 'empresa@demo.test');
  chuy = await demoOrderChannel(base, dataDir, 'empresa2@demo.test');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const openContext = async (viewport = { width: 1280, height: 800 }) => {
  const context = await browser.newContext({ viewport, baseURL: base, locale: 'es-MX' });
  await observeDevice(context);
  return context;
};

/**
 * Opened signed out, the screen sends to the sign-in form and, once signed in, back to itself: one page load, so one
 * live socket. A page left just after its socket connected (signing in on /home, then loading `at`) leaves the
 * server a screen with no request open, which it drops only at the ping timeout (45 s): the shop would read
 * "connected" well after it closed.
 */
const signedIn = async (context: BrowserContext, email: string, at: string) => {
  const page = await context.newPage();
  await page.goto(at);
  await page.waitForURL((url) => url.pathname === '/login');
  await signInThroughForm(page, email);
  await page.waitForURL((url) => url.pathname === at);
  await page.getByTestId('connection-indicator').getByText('En línea').waitFor();
  return page;
};

const waitingBadge = async (page: Page) => {
  const badge = page.getByTestId('orders-waiting-badge').first();
  if ((await badge.count()) === 0) return 0;
  return Number.parseInt((await badge.getAttribute('aria-label')) ?? '0', 10);
};

const offlineBadge = (scope: Page | Locator) => scope.getByTestId('screen-offline');

/** The time in the demo companies' time zone, as the badge writes it (12 h, "p. m."). */
const clock = (at: number) => formatClock(at, 'America/Mexico_City');

describe('presence of the shop screens', () => {
  it('shows the partner "Panel desconectado desde HH:MM" for an open shop with no screen, until one connects', async () => {
    const dispatcherContext = await openContext();
    // The dispatcher's clock is the test's to move: the list's 30 s presence reading comes without waiting 30 s.
    await dispatcherContext.clock.install();
    const dispatcher = await signedIn(dispatcherContext, 'socio@demo.test', '/companies');
    const nextReading = () => dispatcher.clock.fastForward('00:31');
    const shop = await openContext({ width: 768, height: 1024 });
    // Closed as soon as its socket is up: the socket is a WebSocket from the start (socketTransports), so the server
    // sees the page leave at once. Over long-polling, a page closed between two polls kept counting as a screen
    // until the ping timeout (45 s), past this test's 20 s.
    await signedIn(shop, 'empresa@demo.test', '/orders');
    const leftFrom = Date.now();
    await shop.close();
    const leftBy = Date.now();

    // The list reads presence every 30 s; the home page reads it when opened. Only this departure's time counts
    // (a retry of this test finds the shop already gone since an earlier try).
    const card = dispatcher.getByRole('article', { name: 'Tacos El Güero' });
    const times = [...new Set([clock(leftFrom), clock(leftBy)])].map((time) => time.replace(/\./g, '\\.'));
    const since = card.getByText(new RegExp(`^Panel desconectado desde (${times.join('|')})$`));
    // Until the server has recorded the departure, a reading still finds the screen: read again until it has.
    await expect
      .poll(
        async () => {
          await nextReading();
          return since.count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(1);
    const text = (await since.textContent())?.trim();
    expect([`Panel desconectado desde ${clock(leftFrom)}`, `Panel desconectado desde ${clock(leftBy)}`]).toContain(
      text,
    );
    // The other shop never had a screen here.
    await offlineBadge(dispatcher.getByRole('article', { name: 'Tortas Ahogadas Doña Chuy' }))
      .getByText('Panel sin conectar')
      .waitFor();

    await dispatcher
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Inicio' })
      .click();
    await dispatcher.waitForURL((url) => url.pathname === '/home');
    await dispatcher.getByText(text ?? '').waitFor();

    const back = await openContext({ width: 768, height: 1024 });
    await signedIn(back, 'empresa@demo.test', '/orders');
    await expect
      .poll(
        async () => {
          await nextReading();
          return dispatcher.getByText(text ?? '').count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(0);
    await back.close();
    await dispatcher.context().close();
  }, 90_000);
});

describe('an order nobody attends', () => {
  it('escalates after the shop’s minutes: insistent sound and a system notification; partners see it highlighted', async () => {
    const { cookie } = await apiSession(base, 'empresa@demo.test');
    const setMinutes = async (alertEscalationMinutes: number) => {
      const saved = await fetch(`${base}/api/companies?ID=${guero.companyId}`, {
        method: 'PUT',
        headers: { cookie, 'X-App-Id': 'backoffice-web', 'Content-Type': 'application/json' },
        body: JSON.stringify({ alertEscalationMinutes }),
      });
      expect(saved.status).toBe(200);
    };
    await setMinutes(1);
    // A retry starts with no order waiting: an earlier try's order, never attended, would ring and count here too.
    const waiting = await apiCall<{ items: { id: string }[] }>(
      base,
      cookie,
      `/orders/company/pag?company=${guero.companyId}&status=pending&limit=100`,
    );
    for (const { id } of waiting.items)
      await apiCall(base, cookie, `/orders/status?ID=${id}&status=cancelled`, 'PUT', undefined, [200], {
        'Order-Manager': btoa('Prueba'),
      });

    const shopContext = await openContext({ width: 768, height: 1024 });
    await shopContext.grantPermissions(['notifications']);
    // The tablet's clock is the test's to move: its own timer starts the insistent sound at the shop's minute.
    await shopContext.clock.install();
    // On another screen than Pedidos: the alert lives above the screens.
    const shop = await signedIn(shopContext, 'empresa@demo.test', '/products');
    const dispatcher = await signedIn(await openContext(), 'socio@demo.test', '/orders');

    const partner = await apiSession(base, 'socio@demo.test');
    const socket = io(base, { transports: ['websocket'], extraHeaders: { cookie: partner.cookie } });
    const updates: { id: string; escalatedAt?: string | null }[] = [];
    socket.on(updateOrderEvent(guero.companyId), (payload) => updates.push(payload));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });

    const placedAt = Date.now();
    const order = await placeOrder(guero, 'Cliente Sin Atender');
    const card = dispatcher.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
    await card.waitFor({ timeout: 5000 });
    expect(await card.getAttribute('data-escalated')).toBeNull();
    await expect.poll(async () => (await seen(shop)).sounds.at(-1), { timeout: 5000 }).toBe('chime');
    expect((await seen(shop)).sounds).not.toContain('insistent');
    expect(await shop.getByTestId('ringing-urgent').count()).toBe(0);

    // Not before the minute on the tablet's clock (40 s on, while the server's shorter minute has not passed)…
    await shop.clock.fastForward('00:40');
    expect((await seen(shop)).sounds).not.toContain('insistent');
    expect(await shop.getByTestId('ringing-urgent').count()).toBe(0);
    expect(await card.getAttribute('data-escalated')).toBeNull();
    // …and at it, from the tablet's own timer: the insistent sound and a system notification.
    await shop.clock.fastForward('00:21');
    await expect.poll(async () => (await seen(shop)).sounds.at(-1), { timeout: 5000 }).toBe('insistent');
    expect((await seen(shop)).notifications).toContain('Pedido sin atender');
    await shop.getByTestId('ringing-urgent').waitFor();
    expect(await shop.getByTestId('ringing-urgent').getAttribute('aria-label')).toBe('Sin atender: 1 pedido');
    // The server marks it once its minute has passed, for everyone: the partners' board highlights it.
    await expect.poll(() => card.getAttribute('data-escalated'), { timeout: 60_000 }).toBe('true');
    expect(Date.now() - placedAt).toBeGreaterThanOrEqual(SERVER_MINUTE_SECONDS * 1000);
    await expect
      .poll(() => updates.some((update) => update.id === order.id && Boolean(update.escalatedAt)), { timeout: 5000 })
      .toBe(true);
    await expect.poll(async () => (await seen(dispatcher)).sounds, { timeout: 5000 }).toContain('insistent');

    socket.disconnect();
    await shopContext.close();
    await setMinutes(3);
    await dispatcher.context().close();
  }, 120_000);
});

describe('a partner on any screen', () => {
  it('hears and sees new orders and errands of the shops it follows, and nothing of the others', async () => {
    const admin = await signedIn(await openContext(), 'socio@demo.test', '/companies');
    // socio2 follows only Doña Chuy. On a phone the count of orders waiting is on «Pedidos» in the navigation, which
    // the burger opens (its links are drawn at that first opening).
    const member = await signedIn(await openContext({ width: 390, height: 844 }), 'socio2@demo.test', '/home');
    await member.getByRole('button', { name: 'Abrir menú' }).click();
    await member
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Pedidos' })
      .waitFor();
    const badgeBefore = await waitingBadge(admin);
    const soundsBefore = (await seen(admin)).sounds.length;

    const order = await placeOrder(guero, 'Cliente Del Socio');
    await admin.getByText(`#${order.number} de Cliente Del Socio`).waitFor({ timeout: 5000 });
    expect(new URL(admin.url()).pathname).toBe('/companies');
    await expect.poll(() => waitingBadge(admin), { timeout: 5000 }).toBe(badgeBefore + 1);
    await expect.poll(async () => (await seen(admin)).sounds.length, { timeout: 5000 }).toBe(soundsBefore + 1);

    const errand = await placeErrand(guero, 'Cliente Del Mandado');
    // The toast names the errand's number, its shop and where it goes.
    await admin.getByText(`Nuevo mandado #${errand.number}`).waitFor({ timeout: 5000 });
    await admin.getByText('Nuevo mandado de Tacos El Güero · a Av. Vallarta').first().waitFor();
    await expect.poll(() => waitingBadge(admin), { timeout: 5000 }).toBe(badgeBefore + 2);
    await expect.poll(async () => (await seen(admin)).sounds.length, { timeout: 5000 }).toBe(soundsBefore + 2);
    // Its toast opens it.
    await admin.getByRole('button', { name: 'Ver mandado' }).click();
    await admin.waitForURL((url) => url.pathname === '/orders');
    await admin.getByTestId('errand-detail').getByText('Av. Vallarta 1500, Guadalajara').first().waitFor();
    await admin.getByRole('heading', { name: `Mandado #${errand.number} · Tacos El Güero`, level: 2 }).waitFor();
    await admin.keyboard.press('Escape');

    // The member's socket delivers in order: once Doña Chuy's order is there, the Güero's would have been too.
    const memberBadgeBefore = await waitingBadge(member);
    const own = await placeOrder(chuy, 'Cliente De Doña Chuy');
    await member.getByText(`#${own.number} de Cliente De Doña Chuy`).waitFor({ timeout: 5000 });
    await expect.poll(() => waitingBadge(member), { timeout: 5000 }).toBe(memberBadgeBefore + 1);
    expect(await member.getByText('Cliente Del Socio').count()).toBe(0);
    expect(await member.getByText(`Nuevo mandado #${errand.number}`).count()).toBe(0);
    expect((await seen(member)).sounds).toEqual(['chime']);
    await admin.getByText(`#${own.number} de Cliente De Doña Chuy`).waitFor({ timeout: 5000 });

    await admin.context().close();
    await member.context().close();
  });
});

describe('the counter tablet', () => {
  it('keeps the screen awake on Pedidos while the shop is open, and lets it sleep elsewhere or when closed', async () => {
    const { cookie } = await apiSession(base, 'empresa@demo.test');
    const setOpen = async (open: boolean) => {
      const response = await fetch(`${base}/api/companies/open?ID=${guero.companyId}&open=${open ? 1 : 0}`, {
        method: 'PUT',
        headers: { cookie, 'X-App-Id': 'backoffice-web' },
      });
      expect(response.status).toBe(200);
    };
    const lock = async (page: Page) => (await seen(page)).wakeLock;
    const held = async (page: Page) => (await lock(page)).at(-1) === 'request';

    const tablet = await signedIn(await openContext({ width: 768, height: 1024 }), 'empresa@demo.test', '/home');
    expect(await lock(tablet)).toEqual([]);
    const nav = tablet.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: 'Pedidos' }).click();
    await tablet.getByLabel('Filtrar por estado').waitFor();
    await expect.poll(() => held(tablet), { timeout: 5000 }).toBe(true);

    await nav.getByRole('link', { name: 'Inicio' }).click();
    await tablet.waitForURL((url) => url.pathname === '/home');
    await expect.poll(() => lock(tablet), { timeout: 5000 }).toEqual(['request', 'release']);

    await nav.getByRole('link', { name: 'Pedidos' }).click();
    await expect.poll(() => held(tablet), { timeout: 5000 }).toBe(true);
    // Closed from another device: the tablet learns it live and lets the screen sleep; reopened, it keeps it on.
    await setOpen(false);
    await expect.poll(() => held(tablet), { timeout: 10_000 }).toBe(false);
    await setOpen(true);
    await expect.poll(() => held(tablet), { timeout: 10_000 }).toBe(true);
    await tablet.context().close();
  });
});
