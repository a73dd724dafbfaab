import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEscPos } from '../src/features/printing/test/escpos-decoder.ts';
import { seriousViolations } from './axe.ts';
import { baseUrl, launchBrowser, newPage, signInAs } from './browser.ts';
import { type OrderChannel, type PlacedOrder, placeOrder } from './demo-api.ts';
import { freshTenant, signIn, type TenantCompany } from './tenant.ts';

let browser: Browser;
/** A shop of its own: the orders on its screen are the ones this file placed. */
let shop: TenantCompany;
let channel: OrderChannel;

beforeAll(async () => {
  browser = await launchBrowser();
  [shop] = (await freshTenant()).companies;
  channel = shop.channel;
});
afterAll(() => browser?.close());

/**
 * A thermal printer on a serial port, faked at the browser's boundary (navigator.serial): the app, the encoder and
 * the Web Serial printer library are the real ones. What the app writes reaches the test through __printerWrite;
 * the printer answers the paper-sensor question (DLE EOT 4) and can be unplugged. The permission survives reloads
 * (localStorage), as the browser's does.
 */
const fakeSerialPrinter = () => {
  type Listener = (event: { target: unknown }) => void;
  const listeners: Listener[] = [];
  let plugged = true;
  let reply: ReadableStreamDefaultController<Uint8Array> | null = null;
  const record = (window as unknown as { __printerWrite: (bytes: number[]) => Promise<void> }).__printerWrite;
  const port = {
    writable: null as WritableStream<Uint8Array> | null,
    readable: null as ReadableStream<Uint8Array> | null,
    getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
    async open() {
      if (!plugged) throw new DOMException('The device has been lost.', 'NetworkError');
      port.readable = new ReadableStream<Uint8Array>({
        start: (controller) => {
          reply = controller;
        },
      });
      port.writable = new WritableStream<Uint8Array>({
        write: async (chunk) => {
          if (!plugged) throw new DOMException('The device has been lost.', 'NetworkError');
          const bytes = Array.from(chunk);
          // The paper sensor: 0x12 is "paper present".
          if (bytes.length === 3 && bytes[0] === 0x10 && bytes[1] === 0x04 && bytes[2] === 0x04)
            reply?.enqueue(new Uint8Array([0x12]));
          else await record(bytes);
        },
      });
    },
    async close() {},
  };
  const serial = {
    requestPort: async () => {
      localStorage.setItem('fake-serial-granted', '1');
      return port;
    },
    getPorts: async () => (plugged && localStorage.getItem('fake-serial-granted') ? [port] : []),
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'disconnect') listeners.push(listener);
    },
    removeEventListener: () => undefined,
  };
  Object.defineProperty(Navigator.prototype, 'serial', { get: () => serial, configurable: true });
  (window as unknown as { __unplugPrinter: () => void }).__unplugPrinter = () => {
    plugged = false;
    port.writable = null;
    for (const listener of listeners) listener({ target: port });
  };
  (window as unknown as { __plugPrinter: () => void }).__plugPrinter = () => {
    plugged = true;
  };
};

type Printed = { text: string };

const printerContext = async (printed: Printed[]) => {
  const page = await newPage(browser, { width: 768, height: 1024 });
  const context: BrowserContext = page.context();
  await context.exposeBinding('__printerWrite', (_source, bytes: number[]) => {
    printed.push({ text: decodeEscPos(new Uint8Array(bytes)) });
  });
  await context.addInitScript(fakeSerialPrinter);
  return page;
};

const card = (page: Page, order: PlacedOrder) =>
  page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);

const kitchenTickets = (printed: Printed[], order: PlacedOrder) =>
  printed.filter((write) => write.text.includes(`COCINA #${order.number}`)).length;

/** Another screen of the shop accepts the order through the API. */
const acceptElsewhere = async (order: PlacedOrder) => {
  const { cookie } = await signIn(baseUrl(), shop);
  const response = await fetch(`${baseUrl()}/api/orders/status?ID=${order.id}&status=accepted&minutes=20`, {
    method: 'PUT',
    headers: { cookie, 'X-App-Id': 'backoffice-web', 'Order-Manager': Buffer.from('Caja 2').toString('base64') },
  });
  expect(response.status, await response.text()).toBe(200);
};

describe('thermal printer', () => {
  it('prints each accepted order once across reloads and catch-up; a lost printer shows the banner and never blocks accepting', async () => {
    const printed: Printed[] = [];
    const page = await printerContext(printed);
    await signInAs(page, shop.email, shop.password);

    // Settings of this device: a serial thermal printer, 58 mm, the kitchen ticket when an order is accepted.
    await page.goto('/printer');
    await page.getByRole('heading', { name: 'Impresora', exact: true }).waitFor();
    await page.getByRole('radio', { name: 'Impresora térmica por puerto serie' }).check();
    await page.getByRole('radio', { name: '58 mm (32 columnas)' }).check();
    await page.getByRole('button', { name: 'Conectar impresora' }).click();
    await page.getByText('Lista', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Imprimir prueba' }).click();
    await expect.poll(() => printed.filter((write) => write.text.includes('PRUEBA')).length).toBe(1);
    expect(printed[0]!.text).toContain('[codepage 19 cp858]');
    expect(printed[0]!.text).toContain('áéíóú ÁÉÍÓÚ ñÑ');
    await page.getByRole('radio', { name: 'Al aceptar un pedido' }).check();
    await page.getByRole('radio', { name: 'Ticket de cocina' }).check();

    // Accept an order here: exactly one kitchen ticket.
    const first = await placeOrder(channel, 'Cliente Impresora Uno');
    await page.goto('/orders');
    await page.getByText('En línea').waitFor();
    await card(page, first).click();
    const detail = page.getByTestId('order-detail');
    await detail.getByText('Cliente Impresora Uno').first().waitFor();
    await detail.getByRole('button', { name: /^Aceptar pedido/ }).click();
    await detail.getByText('Aceptado', { exact: true }).first().waitFor();
    await expect.poll(() => kitchenTickets(printed, first)).toBe(1);
    const ticket = printed.find((write) => write.text.includes(`COCINA #${first.number}`))!.text;
    expect(ticket).toContain('LO ANTES POSIBLE');
    expect(ticket).toContain('Cliente: Cliente Impresora Uno');
    expect(ticket).not.toMatch(/\$\d/);

    // Reload: the printer is found again without asking, nothing prints twice. An order accepted on another
    // screen afterwards prints, which also shows the first had every chance to print again.
    await page.reload();
    await page.getByText('En línea').waitFor();
    await card(page, first).waitFor();
    const second = await placeOrder(channel, 'Cliente Impresora Dos');
    await card(page, second).waitFor();
    await acceptElsewhere(second);
    await expect.poll(() => kitchenTickets(printed, second)).toBe(1);
    expect(kitchenTickets(printed, first)).toBe(1);

    // Offline, an order is accepted elsewhere; the catch-up prints it once, and nothing else again.
    await page.context().setOffline(true);
    await page.getByText('Reconectando…').waitFor({ timeout: 5000 });
    const third = await placeOrder(channel, 'Cliente Impresora Tres');
    await acceptElsewhere(third);
    await page.context().setOffline(false);
    await page.getByText('En línea').waitFor({ timeout: 15_000 });
    await expect.poll(() => kitchenTickets(printed, third), { timeout: 10_000 }).toBe(1);
    expect(kitchenTickets(printed, first)).toBe(1);
    expect(kitchenTickets(printed, second)).toBe(1);

    // The printer is unplugged: the banner says so on every screen; the order still shows and is accepted.
    await page.evaluate(() => (window as unknown as { __unplugPrinter: () => void }).__unplugPrinter());
    const banner = page.getByTestId('printer-banner');
    await banner.getByText('Impresora desconectada').waitFor();
    await banner.getByRole('button', { name: 'Reintentar' }).waitFor();
    const fourth = await placeOrder(channel, 'Cliente Impresora Cuatro');
    await card(page, fourth).click();
    await detail.getByText('Cliente Impresora Cuatro').first().waitFor();
    await detail.getByRole('button', { name: /^Aceptar pedido/ }).click();
    await detail.getByText('Aceptado', { exact: true }).first().waitFor();
    await banner.getByText(/1 ticket en espera/).waitFor();
    expect(kitchenTickets(printed, fourth)).toBe(0);
    await page.getByRole('button', { name: 'Cerrar detalle' }).click();

    // The settings screen (from the account menu, no reload) with the banner shown: no serious accessibility finding.
    await page.getByRole('button', { name: /Menú de la cuenta/ }).click();
    await page.getByRole('menuitem', { name: 'Impresora' }).click();
    await page.getByRole('heading', { name: 'Impresora', exact: true }).waitFor();
    await page.getByText('Desconectada', { exact: true }).waitFor();
    await banner.getByText('Impresora desconectada').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Plugged back, "Reintentar" finds it again and prints what waited, once.
    await page.evaluate(() => (window as unknown as { __plugPrinter: () => void }).__plugPrinter());
    await banner.getByRole('button', { name: 'Reintentar' }).click();
    await banner.waitFor({ state: 'hidden' });
    await expect.poll(() => kitchenTickets(printed, fourth)).toBe(1);
    expect(kitchenTickets(printed, first)).toBe(1);
    await page.context().close();
  });

  it('the printer settings fit a phone and a tablet', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 768, height: 1024 },
    ]) {
      const page = await newPage(browser, viewport);
      await signInAs(page, shop.email, shop.password);
      await page.goto('/printer');
      await page.getByRole('heading', { name: 'Impresora', exact: true }).waitFor();
      await page.getByRole('radio', { name: 'Al aceptar un pedido' }).waitFor();
      // Without a thermal printer the device keeps the browser's dialog and cannot print by itself.
      expect(await page.getByRole('radio', { name: 'Diálogo de impresión del navegador' }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: 'Al aceptar un pedido' }).isDisabled()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.context().close();
    }
  });
});
