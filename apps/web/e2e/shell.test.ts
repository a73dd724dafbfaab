import type { Browser } from 'playwright-core';
import { matchPath } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyRoutes, partnerRoutes, providerRoutes } from '../src/app/routes/route-table.ts';
import { baseUrl, launchBrowser, newPage, signInAs, signInThroughForm } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const concrete = (path: string) =>
  path.replace(':id', 'new').replace(':company', '00000000-0000-4000-8000-000000000000');
const staticPaths = (routes: { path: string }[]) => routes.map((r) => r.path).filter((p) => !p.includes(':'));

describe('signed out', () => {
  it('shows the Spanish sign-in page', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await page.context().close();
  });

  it('starts signed out from the page itself: no session check, no failure logged', async () => {
    const page = await newPage(browser);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('API call failed')) logged.push(message.text());
    });
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/session')) checks.push(request.url());
    });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(logged).toEqual([]);
    expect(checks).toEqual([]);
    await page.context().close();
  });

  it('refuses wrong credentials with a Spanish message', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await signInThroughForm(page, 'empresa@demo.test', 'no-es-la-clave');
    await page.getByRole('alert').filter({ hasText: 'Correo o contraseña incorrectos.' }).waitFor();
    await page.context().close();
  });

  it('saves an unknown path, says it is redirecting, and lands there after sign-in', async () => {
    const page = await newPage(browser);
    // The message shows for 400 ms before the sign-in page loads: on a busy machine a look every so often can miss
    // it, so the page itself notes that it was drawn, where the sign-in page (another document) can read it.
    await page.addInitScript(() => {
      const seen = () => document.body?.textContent?.includes('Por favor espera mientras te redirigimos...');
      new MutationObserver((_, observer) => {
        if (!seen()) return;
        window.sessionStorage.setItem('test:redirect-said', 'yes');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/products/list?buscar=taco');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await page.evaluate(() => window.sessionStorage.getItem('test:redirect-said'))).toBe('yes');
    await signInThroughForm(page, 'empresa@demo.test');
    await page.waitForURL('**/products/list?buscar=taco');
    await page.context().close();
  });

  it('keeps public pages public', async () => {
    const page = await newPage(browser);
    await page.goto('/about');
    await page.getByRole('heading', { name: 'Acerca de este panel' }).waitFor();
    await page.goto('/not-found');
    await page.getByText('No encontramos esta página').waitFor();
    await page.context().close();
  });
});

describe.each([
  { email: 'empresa@demo.test', home: '/home', own: companyRoutes, other: partnerRoutes },
  { email: 'socio@demo.test', home: '/home', own: partnerRoutes, other: companyRoutes },
  { email: 'reparto@demo.test', home: '/', own: providerRoutes, other: partnerRoutes },
])('signed in as $email', ({ email, home, own, other }) => {
  it('lands on its home, reaches each of its routes, not those of another type, and signs out', async () => {
    const page = await newPage(browser);
    await signInAs(page, email);
    expect(new URL(page.url()).pathname).toBe(home);
    for (const route of own) {
      await page.goto(concrete(route.path));
      await page.getByRole('heading', { name: route.title, exact: true }).waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).pathname).toBe(concrete(route.path));
    }
    await page.goto('/support');
    await page.getByRole('heading', { name: 'Soporte' }).waitFor();
    // A foreign path that one of this type's own parameter routes matches (partner /products/:company
    // catches /products/list) is that screen, not a foreign one; a provider's /home leads to its home "/".
    const foreign = staticPaths(other).filter(
      (path) => path !== '/' && path !== '/home' && !own.some((route) => matchPath(route.path, path)),
    );
    expect(foreign.length).toBeGreaterThan(0);
    for (const path of foreign) {
      await page.goto(path);
      await page.waitForURL('**/not-found');
    }
    await page.goto('/ruta-que-no-existe');
    await page.waitForURL('**/not-found');

    await page.goto(home);
    await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login');
    const stored = await page.evaluate(() => window.sessionStorage.getItem('businessLogin'));
    expect(stored).toBeNull();
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
    expect(me).toBe(401);
    await page.goto(home === '/' ? '/riders' : '/orders');
    await page.waitForURL('**/login');
    await page.context().close();
  });
});

describe('layout', () => {
  it('opens a reload on its screen with the session the page carries, and keeps the auth record in session storage', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'empresa@demo.test');
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/session')) checks.push(request.url());
    });
    // The record the sign-in stored is gone: the reload stores it again from the page's session.
    await page.evaluate(() => window.sessionStorage.removeItem('businessLogin'));
    await page.reload();
    await page.getByTestId('open-state').waitFor();
    expect(checks).toEqual([]);
    const stored = async () =>
      JSON.parse((await page.evaluate(() => window.sessionStorage.getItem('businessLogin'))) ?? 'null');
    await expect.poll(stored).toMatchObject({ type: 'company', business: { type: 'company', data: { open: true } } });
    await page.context().close();
  });

  it('shows the loader text while the session is restored when the page carries none', async () => {
    // Without the service worker, whose fetch of the page routing would not see.
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-MX', serviceWorkers: 'block' });
    const page = await context.newPage();
    await signInAs(page, 'empresa@demo.test');
    // A page without the session written in (as the development server serves it) asks GET /api/auth/session.
    await page.route('**/home', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="boot-session">.*?<\/script>/s,
        '',
      );
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
      await route.fulfill({ status: response.status(), headers, body });
    });
    // The session answer is held until the loader has been seen, then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/session', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await page.getByText('Cargando...').waitFor();
    release();
    await page.getByTestId('open-state').waitFor();
    await page.context().close();
  });

  it('opens its live socket as a WebSocket, with no long-polling first', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'empresa@demo.test');
    // The home's own socket first: made after the listeners below, it was counted as a second one (a slow machine
    // draws the home's live parts after the sign-in's navigation ends).
    await page.getByTestId('connection-indicator').getByText('En línea').waitFor();
    const polls: string[] = [];
    const sockets: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/socket.io/')) polls.push(request.url());
    });
    page.on('websocket', (socket) => {
      if (socket.url().includes('/socket.io/')) sockets.push(socket.url());
    });
    await page.goto('/orders');
    await page.getByTestId('connection-indicator').getByText('En línea').waitFor();
    // A page closed or reloaded closes a WebSocket with it, so the server sees the screen leave at once (decision 063).
    expect(polls).toEqual([]);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]).toContain('transport=websocket');
    await page.context().close();
  });

  it('works on a phone: the navigation opens from the burger', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signInAs(page, 'socio@demo.test');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    // Off screen until the burger opens it, the navbar's links are drawn at that first opening, not with the screen.
    await page.getByRole('heading', { name: 'Inicio' }).waitFor();
    expect(await page.locator('nav[aria-label="Navegación principal"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await nav.getByRole('link', { name: 'Comercios' }).click();
    await page.waitForURL('**/companies');
    await page.context().close();
  });

  for (const width of [768, 1024]) {
    it(`works on a ${width} px tablet: the navigation shows readable labels without hover, and nothing overflows sideways`, async () => {
      const page = await newPage(browser, { width, height: width === 768 ? 1024 : 768 });
      await signInAs(page, 'empresa@demo.test');
      const nav = page.getByRole('navigation', { name: 'Navegación principal' });
      for (const label of ['Inicio', 'Pedidos', 'Horarios']) {
        const text = nav.getByText(label, { exact: true });
        await text.waitFor();
        // Visible words, inside the navbar, big enough to read.
        const box = await text.boundingBox();
        expect(box, label).not.toBeNull();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        expect(
          await text.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize)),
        ).toBeGreaterThanOrEqual(14);
      }
      for (const path of ['/home', '/orders', '/menu', '/schedules']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
          .toBeLessThanOrEqual(0);
      }
      // Folding it is still a choice, and unfolding brings the labels back.
      await page.getByRole('button', { name: 'Contraer menú' }).click();
      await expect.poll(() => nav.getByText('Pedidos', { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Expandir menú' }).click();
      await nav.getByText('Pedidos', { exact: true }).waitFor();
      await nav.getByRole('link', { name: 'Horarios' }).click();
      await page.waitForURL('**/schedules');
      await page.context().close();
    });
  }
});

describe('whatsapp', () => {
  it('shows an admin partner the connection state from the live socket, and keeps a member out of it', async () => {
    const admin = await newPage(browser);
    await signInAs(admin, 'socio@demo.test');
    await admin.goto('/whatsapp');
    await admin.getByTestId('whatsapp-status').filter({ hasText: 'Desconectado' }).waitFor();
    await admin.getByRole('button', { name: 'Actualizar estado' }).waitFor();
    await admin.context().close();
    const member = await newPage(browser);
    await signInAs(member, 'socio2@demo.test');
    // An admin-only screen is neither offered to a member nor opened by its address.
    await member.goto('/whatsapp');
    await member.waitForURL('**/not-found');
    await member.context().close();
  });
});
