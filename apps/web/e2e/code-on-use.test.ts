import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signInAs } from './browser.ts';
import { placeOrder } from './demo-api.ts';
import { freshTenant, type TenantCompany } from './tenant.ts';

/**
 * The back-office's screens download the code of a drawer, a dialog, a menu or a tooltip when it is about
 * to be used, not with the screen; and each still answers the press that opens it at once.
 */

let browser: Browser;
/** A shop of its own: no order waits on it but the one this file places. */
let shop: TenantCompany;

beforeAll(async () => {
  browser = await launchBrowser();
  [shop] = (await freshTenant()).companies;
});
afterAll(() => browser?.close());

/** A page without the service worker (every download is a request the test sees) and the scripts it asked for. */
const openPage = async (viewport: { width: number; height: number }) => {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-MX', serviceWorkers: 'block', viewport });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
  });
  const asked = (chunk: RegExp) => scripts.some((path) => chunk.test(path));
  return { context, page, scripts, asked };
};

const FLOATING = /\/floating-ui-[\w-]+\.js$/;
const ORDER_DETAIL = /\/order-detail-sheet-[\w-]+\.js$/;
const TAKE_ORDER = /\/take-order-modal-[\w-]+\.js$/;
const ACCOUNT_MENU = /\/account-menu-dropdown-[\w-]+\.js$/;
const TOOLTIP = /\/tooltip-[\w-]+\.js$/;
const DETAIL_MORE = /\/order-detail-more-[\w-]+\.js$/;
const REJECT_FORM = /\/reject-order-modal-[\w-]+\.js$/;
const NUMBER_INPUT = /\/number-input-[\w-]+\.js$/;
const TOASTS = /\/notifications-container-[\w-]+\.js$/;
/** react-remove-scroll, which locks the page's scroll under a drawer or dialog (named after its last module). */
const SCROLL_LOCK = /\/Combination-[\w-]+\.js$/;

const settled = async (page: Page) => {
  await page.getByText('En línea').first().waitFor();
  await page.waitForLoadState('networkidle');
};

let context: BrowserContext | undefined;
afterAll(() => context?.close());

describe('code downloaded on use', () => {
  it('the toasts’ container comes at the first touch or key press, not with the screen', async () => {
    const { context: own, page, asked } = await openPage({ width: 390, height: 844 });
    // A signed-out screen of the back-office (the sign-in is a page of its own, with no toasts: sign-in.test.ts).
    await page.goto('/forgot-password');
    await page.getByLabel('Correo electrónico').waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked(TOASTS)).toBe(false);
    await page.getByLabel('Correo electrónico').click();
    // The toasts themselves are checked where they show (a new order's toast, orders.test.ts).
    await expect.poll(() => asked(TOASTS)).toBe(true);
    await own.close();
  });

  it('the orders screen loads no drawer, form, menu or floating library until an order waits or a press asks', async () => {
    const opened = await openPage({ width: 1280, height: 800 });
    context = opened.context;
    const { page, asked } = opened;
    await signInAs(page, shop.email, shop.password);
    await page.goto('/orders');
    await page.getByRole('heading', { name: 'Pedidos', exact: true }).waitFor();
    await settled(page);

    expect(asked(TAKE_ORDER)).toBe(false);
    expect(asked(ACCOUNT_MENU)).toBe(false);
    // The detail comes with the screen only when an order is already waiting for an answer, and none waits here
    // yet; its drawer no longer brings the floating library (decision 057).
    expect(asked(ORDER_DETAIL)).toBe(false);
    expect(asked(FLOATING)).toBe(false);

    // A new order is about to be opened: the drawer with what answers it comes as it arrives, before any tap; its
    // lower parts (customer, history, messages), the rejection form and the minutes input only once it is opened.
    const order = await placeOrder(shop.channel, 'Cliente Código A Tiempo');
    const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
    await card.waitFor();
    await expect.poll(() => asked(ORDER_DETAIL)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(asked(DETAIL_MORE)).toBe(false);
    expect(asked(REJECT_FORM)).toBe(false);
    expect(asked(NUMBER_INPUT)).toBe(false);
    expect(asked(FLOATING)).toBe(false);
    await card.click();
    const detail = page.getByTestId('order-detail');
    await detail.getByText('Cliente Código A Tiempo').waitFor();
    await detail.getByRole('button', { name: /Aceptar pedido/ }).waitFor();
    expect(asked(DETAIL_MORE)).toBe(true);
    await expect.poll(() => asked(REJECT_FORM) && asked(NUMBER_INPUT)).toBe(true);
    await page.getByRole('button', { name: 'Cerrar detalle' }).click();
    await detail.waitFor({ state: 'hidden' });

    // The phone-order form: when its code cannot come, the press still opens a dialog that says so, and retries.
    await context.route(TAKE_ORDER, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Tomar pedido' }).click();
    const pending = page.getByRole('dialog', { name: 'Tomar pedido' });
    await pending.getByText('No pudimos abrir el formulario del pedido').waitFor();
    await context.unroute(TAKE_ORDER);
    await pending.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByPlaceholder('Busca un producto').waitFor();
    expect(asked(FLOATING)).toBe(true); // the form's pickers position their lists
  });

  it('the home’s first load brings no scroll lock: the shell’s header asks it only for class names', async () => {
    const { context: own, page } = await openPage({ width: 1280, height: 800 });
    await signInAs(page, shop.email, shop.password); // typing in the sign-in form brings the toasts, which use it
    const home = await own.newPage();
    const scripts: string[] = [];
    home.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await home.goto('/home');
    await settled(home);
    expect(scripts.some((path) => /\/app-layout-[\w-]+\.js$/.test(path))).toBe(true);
    // A stand-in gives Mantine's AppShell header those names (decision 057); a drawer or dialog brings the library.
    expect(scripts.filter((path) => SCROLL_LOCK.test(path))).toEqual([]);
    await own.close();
  });

  it('the account menu opens on its first press, takes the keyboard focus and gives it back', async () => {
    const { context: own, page, asked } = await openPage({ width: 1350, height: 900 });
    await signInAs(page, shop.email, shop.password);
    await settled(page);
    expect(asked(ACCOUNT_MENU)).toBe(false);
    expect(asked(FLOATING)).toBe(false);

    const button = page.getByRole('button', { name: /Menú de la cuenta/ });
    // Without its code the press says so, and the screen stays; the next press tries again.
    await own.route(ACCOUNT_MENU, (route) => route.abort('internetdisconnected'));
    await button.click();
    await page.getByText('No pudimos abrir el menú de la cuenta').waitFor();
    await page.getByRole('heading', { name: 'Inicio' }).first().waitFor();
    await own.unroute(ACCOUNT_MENU);

    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Seguridad y sesiones' }).waitFor();
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Seguridad y sesiones' }).waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('Menú de la cuenta');

    // Pressed again, it is Mantine's menu as before.
    await button.click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).waitFor();
    await own.close();
  });

  it('an icon’s hint comes on hover, and a press made while it downloads is not lost', async () => {
    // On a phone who attends is an icon with a hint.
    const { context: own, page, asked } = await openPage({ width: 700, height: 900 });
    await signInAs(page, shop.email, shop.password);
    await settled(page);
    expect(asked(TOOLTIP)).toBe(false);

    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    await own.route(TOOLTIP, async (route) => {
      await arrived;
      await route.continue();
    });
    const icon = page.getByRole('button', { name: '¿Quién atiende?' });
    await icon.hover();
    await page.mouse.down();
    // The hint's code arrives in the middle of the press.
    await expect.poll(() => asked(TOOLTIP)).toBe(true);
    release();
    await page.waitForLoadState('networkidle');
    await page.mouse.up();
    await page.getByRole('dialog', { name: '¿Quién atiende?' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '¿Quién atiende?' }).waitFor({ state: 'hidden' });

    await page.mouse.move(0, 0);
    await icon.hover();
    await page.getByRole('tooltip').getByText('¿Quién atiende?').waitFor();
    await own.close();
  });
});
