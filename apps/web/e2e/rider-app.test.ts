import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { baseUrl, launchBrowser } from './browser.ts';
import { placeErrand } from './demo-api.ts';
import { freshTenant, type Tenant } from './tenant.ts';

/**
 * The rider's phone app at /r (decision 049), at phone size with emulated geolocation: a rider signs in
 * from an invitation, starts the shift, takes an errand, moves, goes offline, marks it delivered, comes back online,
 * and the dispatcher sees the delivery once. Every rider screen is checked with axe.
 */

const PHONE = { width: 390, height: 844 };
const START = { latitude: 20.6736, longitude: -103.344 };
/** About 1.1 km north: far beyond the throttle's distance. */
const MOVED = { latitude: 20.6836, longitude: -103.344 };
const PIN = '2580';

let browser: Browser;
/** A partner of its own, with a shop: the rider, its errand and the dispatcher's map are this file's alone. */
let tenant: Tenant;

const staffApi = async <T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) => {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      cookie: tenant.adminCookie,
      'X-App-Id': 'backoffice-web',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = response.status === 204 ? null : await response.json();
  return { status: response.status, body: body as T };
};

/** A rider of the tenant made for this run (a fresh phone), and its invitation. */
const invitedRider = async (name: string) => {
  const phone = `33${String(Date.now()).slice(-8)}`;
  const created = await staffApi<{ id: string }>('/riders', { method: 'POST', body: { name, phone, vehicle: 'moto' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const invitation = await staffApi<{ link: string; code: string }>(`/riders/invitation?ID=${created.body.id}`, {
    method: 'POST',
  });
  expect(invitation.status, JSON.stringify(invitation.body)).toBe(201);
  const link = new URL(invitation.body.link);
  return { id: created.body.id, phone, path: link.pathname + link.search, code: invitation.body.code };
};

const phoneContext = (): Promise<BrowserContext> =>
  browser.newContext({
    viewport: PHONE,
    baseURL: baseUrl(),
    locale: 'es-MX',
    geolocation: START,
    permissions: ['geolocation'],
    hasTouch: true,
  });

const expectNoSeriousViolations = async (page: Page, screen: string) => {
  expect(await seriousViolations(page), screen).toEqual([]);
};

type MapEntry = { id: string; position: { lat: number; lng: number } | null };

beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant();
});
afterAll(() => browser?.close());

describe("the rider's app on a phone", () => {
  it('invitation → PIN → shift → errand offered live → accept, steps, move → offline delivery sent once back online', async () => {
    const rider = await invitedRider(`Repartidor PWA ${Date.now() % 100_000}`);
    const context = await phoneContext();
    const page = await context.newPage();

    // The invitation link: choose a PIN, which signs in.
    await page.goto(rider.path);
    await page.getByRole('heading', { name: /^Hola, Repartidor PWA/ }).waitFor();
    await expectNoSeriousViolations(page, 'PIN');
    await page.getByLabel('PIN (4 a 6 dígitos)').fill(PIN);
    await page.getByLabel('Repite el PIN').fill(PIN);
    await page.getByRole('button', { name: 'Guardar PIN y entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/r');
    await page.getByText('Empieza tu turno para recibir tareas.').waitFor();

    // Shift on: the state and the position watch follow.
    await page.getByRole('button', { name: 'Empezar turno' }).click();
    await page.getByRole('button', { name: 'Terminar turno' }).waitFor();
    await expect.poll(() => page.getByTestId('rider-state').textContent()).toBe('En base');
    await page.getByText('Ubicación activa: tu operador te ve en el mapa.').waitFor();
    const mapPosition = async () => {
      const map = await staffApi<{ riders: MapEntry[] }>('/riders/map');
      return map.body.riders.find((entry) => entry.id === rider.id)?.position ?? null;
    };
    await expect.poll(async () => (await mapPosition())?.lat, { timeout: 15_000 }).toBeCloseTo(START.latitude, 4);
    await expectNoSeriousViolations(page, 'tareas');

    // The dispatcher assigns an errand: it arrives live as an offer with its countdown.
    const errand = await placeErrand(tenant.companies[0].channel, 'Cliente PWA');
    const assigned = await staffApi(`/errands/status?ID=${errand.id}&status=assigned&rider=${rider.id}`, {
      method: 'PUT',
      headers: { 'Order-Manager': Buffer.from('Rosa Díaz').toString('base64') },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const card = page.getByTestId(`task-${errand.number}`);
    await card.getByText(/^Acepta en \d+:\d\d$/).waitFor();
    await card.click();
    await page.getByRole('heading', { name: 'Nueva tarea para ti' }).waitFor();
    await expectNoSeriousViolations(page, 'oferta');
    await page.getByRole('button', { name: 'Aceptar', exact: true }).click();

    // Llegué and Recogido, in order, each with its time.
    await page.getByRole('button', { name: 'Llegué' }).click();
    await page.getByRole('button', { name: 'Recogido' }).click();
    await page.getByRole('button', { name: 'Entregado' }).waitFor();
    await expect.poll(() => page.getByTestId('task-step').textContent()).toBe('En camino');
    expect(await page.getByRole('link', { name: 'Navegar' }).last().getAttribute('href')).toMatch(/^geo:/);
    await expectNoSeriousViolations(page, 'tarea en camino');

    // The rider moves: the dispatcher's map follows (a fix is kept at most every 5 s, so the phone is told again).
    await expect
      .poll(
        async () => {
          await context.setGeolocation(MOVED);
          return (await mapPosition())?.lat;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBeCloseTo(MOVED.latitude, 4);

    // Offline: "Entregado" is kept on the phone and shown as waiting.
    await context.setOffline(true);
    await page.getByText('Sin conexión.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Entregado' }).click();
    await page.getByTestId('pending-actions').getByText('1 acción por enviar').waitFor();
    await expect.poll(() => page.getByTestId('task-step').textContent()).toBe('Entregada');
    await expectNoSeriousViolations(page, 'entregada sin conexión');
    const whileOffline = await staffApi<{ status: string }>(`/errands/errand?ID=${errand.id}`);
    expect(whileOffline.body.status).toBe('on_the_way');

    // Back online: the queue is sent, and the dispatcher sees one delivery.
    await context.setOffline(false);
    await page.getByTestId('pending-actions').waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await staffApi<{ status: string }>(`/errands/errand?ID=${errand.id}`)).body.status)
      .toBe('delivered');
    const detail = await staffApi<{ history: { to: string }[] }>(`/errands/errand?ID=${errand.id}`);
    expect(detail.body.history.filter((entry) => entry.to === 'delivered')).toHaveLength(1);

    // Sign out, then back in with the phone and the PIN.
    await page.getByRole('link', { name: '← Tus tareas' }).click();
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL((url) => url.pathname === '/r/entrar');
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await expectNoSeriousViolations(page, 'entrar');
    await page.getByLabel('Celular').fill(rider.phone);
    await page.getByLabel('PIN').fill(PIN);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/r');
    await page.getByRole('heading', { name: 'Terminadas hoy' }).waitFor();
    await page.getByRole('button', { name: 'Terminar turno' }).click();
    await page.getByRole('button', { name: 'Empezar turno' }).waitFor();
    await context.close();
  });
});
