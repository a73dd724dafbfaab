import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { baseUrl, launchBrowser, newPage, signInAs } from './browser.ts';
import { freshTenant, signIn, type Tenant, type TenantCompany } from './tenant.ts';

// The customer storefront at phone size, against the real product: a shop of its own with the demo's zones, a
// product with a required addition group and a promo, checkout with a pin inside a zone, and the order live on the
// company's /orders screen and back on the customer's tracking page.

const PHONE = { width: 390, height: 844 };

let browser: Browser;
/** A partner of its own with two shops in the demo's zones; the first is the one customers order from here. */
let tenant: Tenant;
let shop: TenantCompany;
let cookie: string;
const productName = `Taco campechano e2e ${Date.now().toString(36)}`;
const PROMO = 'Combo de la casa';

const api = async (path: string, method = 'GET', body?: unknown) => {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { cookie, 'X-App-Id': 'backoffice-web', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await response.json().catch(() => null);
  expect(response.ok, `${method} ${path}: ${JSON.stringify(payload)}`).toBe(true);
  return payload;
};

beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant({ companies: 2, zones: true });
  [shop] = tenant.companies;
  cookie = (await signIn(baseUrl(), shop)).cookie;
  // Two salsas, the choices of a required group, and a product that requires one of them.
  const additions = (await Promise.all(
    ['Salsa verde', 'Salsa roja'].map((name) =>
      api('/products', 'POST', { company: shop.id, kind: 'addition', name, price: 0, section: 'Extras' }),
    ),
  )) as { id: string }[];
  await api('/products', 'POST', {
    company: shop.id,
    name: productName,
    description: 'Asada y chicharrón',
    price: 4500,
    section: 'Tacos',
    additionGroups: [
      {
        name: 'Salsa',
        required: true,
        min: 1,
        max: 1,
        additions: additions.map((addition) => ({ product: addition.id })),
      },
    ],
  });
  // A promo of two products the customer may narrow.
  await api('/promos', 'POST', {
    company: shop.id,
    name: PROMO,
    description: 'Orden de pastor y agua de horchata',
    price: 14500,
    options: [{ product: shop.platterId }, { product: shop.waterId }],
  });
});

afterAll(() => browser?.close());

const expectClean = async (page: Page, where: string) => expect(await seriousViolations(page), where).toEqual([]);
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

/** Clicks the map `dx`, `dy` pixels away from its centre (where the pin starts: the shop, inside a zone). */
const clickMap = async (page: Page, dx: number, dy: number) => {
  const map = page.getByTestId('delivery-map');
  await map.locator('.leaflet-marker-icon').waitFor();
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
};

describe('customer storefront', () => {
  it('orders from a phone: required additions, a promo, a pin in a zone; live on /orders and back', async () => {
    // The company's counter, open on /orders before the customer orders.
    const counter = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(counter, shop.email, shop.password);
    await counter.goto('/orders');
    await counter.getByRole('heading', { name: 'Pedidos', exact: true }).waitFor();
    await counter.getByText('En línea').waitFor();
    await counter.getByLabel('Nombre de quien atiende').fill('Toño');
    await counter.getByRole('button', { name: 'Guardar', exact: true }).click();
    await counter.getByRole('button', { name: 'Atiende: Toño' }).waitFor();

    const customer = await newPage(browser, PHONE);
    await customer.goto(`/t/${shop.slug}`);
    await customer.getByRole('heading', { level: 1, name: shop.name }).waitFor();
    await customer.getByText('Abierto', { exact: true }).waitFor();
    expect(await fitsWidth(customer)).toBe(true);
    await expectClean(customer, 'menu');

    // The product refuses "Agregar" until its required group has a choice.
    await customer.getByRole('button', { name: new RegExp(productName) }).click();
    const sheet = customer.getByRole('dialog', { name: productName });
    await sheet.getByText('Obligatorio · elige 1').waitFor();
    await expectClean(customer, 'product sheet');
    await sheet.getByRole('button', { name: /^Agregar/ }).click();
    await sheet.getByRole('alert').getByText('Elige una opción de «Salsa».').waitFor();
    expect(await customer.locator('.bar-count').count()).toBe(0);
    await sheet.getByRole('radio').first().check();
    await sheet.getByRole('button', { name: `Uno más de ${productName}` }).click();
    await sheet.getByRole('button', { name: /^Agregar/ }).click();
    await sheet.waitFor({ state: 'detached' });
    await customer
      .getByRole('button', { name: /Ver carrito/ })
      .getByText('2')
      .waitFor();

    // A promo, narrowed to what the customer wants.
    await customer.getByRole('button', { name: new RegExp(PROMO) }).click();
    const promo = customer.getByRole('dialog', { name: PROMO });
    await promo.getByRole('checkbox').first().uncheck();
    await promo.getByRole('button', { name: /^Agregar/ }).click();
    await promo.waitFor({ state: 'detached' });

    // The cart survives a reload on the device.
    await customer.reload();
    const bar = customer.getByRole('button', { name: /Ver carrito/ });
    await bar.getByText('3').waitFor();
    await bar.click();
    const cart = customer.getByRole('dialog', { name: 'Tu pedido' });
    await cart.getByText(productName).waitFor();
    await cart.getByText(PROMO).waitFor();
    await cart.getByRole('link', { name: /^Continuar/ }).click();

    // Checkout: details, a pin inside a zone, the server's totals.
    await customer.getByRole('heading', { level: 1, name: 'Confirma tu pedido' }).waitFor();
    const name = `Cliente Tienda ${Date.now().toString(36)}`;
    await customer.getByLabel('Nombre').fill(name);
    await customer.getByLabel('Celular (10 dígitos)').fill('33 12');
    await customer.getByLabel('Dirección (calle, número y colonia)').fill('Av. Chapultepec 480, Americana');
    await customer.getByRole('radio', { name: 'Efectivo' }).check();
    await customer.getByRole('button', { name: /^Hacer pedido/ }).click();
    await customer.getByText('Escribe un celular de 10 dígitos, por ejemplo 33 1234 5678.').waitFor();
    await customer.getByText('Marca en el mapa el lugar de la entrega.').waitFor();
    await customer.getByLabel('Celular (10 dígitos)').fill('33 1234 5678');
    await clickMap(customer, 50, -40);
    await customer.getByText('Marca en el mapa el lugar de la entrega.').waitFor({ state: 'detached' });
    const summary = customer.getByRole('region', { name: 'Resumen' });
    await summary.getByText('Envío').waitFor();
    await expect.poll(() => summary.locator('dd').nth(1).textContent(), { timeout: 10_000 }).toMatch(/^\$\d/);
    expect(await summary.getByText('Fuera de zona').count()).toBe(0);
    expect(await fitsWidth(customer)).toBe(true);
    await expectClean(customer, 'checkout');

    // A double tap makes one order; the counter rings within 2 s.
    const submit = customer.getByRole('button', { name: /^Hacer pedido/ });
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    await submit.dblclick();
    const placedAt = Date.now();
    await counter.getByText('Nuevo pedido!').first().waitFor({ timeout: 2000 });
    const card = counter.locator('[data-testid="order-card"]').filter({ hasText: name });
    await card.waitFor({ timeout: 2000 });
    expect(Date.now() - placedAt).toBeLessThan(2000);

    await customer.waitForURL((url) => url.pathname.startsWith(`/t/${shop.slug}/pedido/`));
    const status = customer.getByTestId('order-status');
    await customer.getByTestId('live-state').getByText('En vivo').waitFor();
    const before = (await status.textContent()) ?? '';
    await customer.getByText(productName).waitFor();
    await expectClean(customer, 'tracking');

    // The counter accepts; the customer's page changes within 2 s.
    await card.click();
    const detail = counter.getByTestId('order-detail');
    await detail.getByText(name).first().waitFor();
    await detail.getByRole('button', { name: '15 min', exact: true }).click();
    await detail.getByRole('button', { name: 'Aceptar pedido (15 min)' }).click();
    const acceptedAt = Date.now();
    await expect.poll(() => status.textContent(), { timeout: 2000, interval: 50 }).not.toBe(before);
    expect(Date.now() - acceptedAt).toBeLessThan(2000);
    await customer.getByText(/La tienda lo prometió en 15 min/).waitFor();

    // One order for the double tap.
    const { items } = (await api(`/orders/company/pag?company=${shop.id}&limit=100`)) as {
      items: { customer: { name: string } }[];
    };
    expect(items.filter((order) => order.customer.name === name)).toHaveLength(1);

    // The link alone opens the order later, in another browser.
    const later = await newPage(browser, PHONE);
    await later.goto(new URL(customer.url()).pathname);
    await later.getByText(/La tienda lo prometió en 15 min/).waitFor();
    await later.getByRole('link', { name: `Llamar a ${shop.name}` }).waitFor();
    expect(
      await customer.evaluate((slug) => window.localStorage.getItem(`storefront-cart:${slug}`), shop.slug),
    ).toBeNull();

    await counter.context().close();
    await customer.context().close();
    await later.context().close();
  });

  it('the city page lists the partner’s shops and links to them; unknown addresses say so in Spanish', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto(`/c/${tenant.slug}`);
    await page.getByRole('heading', { level: 1, name: tenant.city }).waitFor();
    await page.getByRole('link', { name: tenant.companies[1].name }).waitFor();
    await expectClean(page, 'city');
    await page.getByRole('link', { name: shop.name }).click();
    await page.getByRole('heading', { level: 1, name: shop.name }).waitFor();

    await page.goto('/t/no-existe-esta-tienda');
    await page.getByRole('heading', { level: 1, name: 'Esta tienda no está disponible' }).waitFor();
    await expectClean(page, 'not found');
    await page.goto(`/t/${shop.slug}/pedido/token-falso`);
    await page.getByRole('heading', { level: 1, name: 'No encontramos este pedido' }).waitFor();
    await page.context().close();
  });

  it('a paused shop shows its state in words and takes no order; switched off, its page is gone', async () => {
    const page = await newPage(browser, PHONE);
    try {
      await api(`/companies/open?ID=${shop.id}&open=0&until=15`, 'PUT');
      await page.goto(`/t/${shop.slug}`);
      await page.getByRole('heading', { level: 1, name: shop.name }).waitFor();
      const state = page.locator('.badge-closed').first();
      await expect.poll(() => state.textContent()).toMatch(/^Pausado hasta \d/);
      await page.getByText(/^Por ahora no recibimos pedidos: Pausado hasta/).waitFor();
      await page.getByRole('button', { name: new RegExp(PROMO) }).click();
      await page
        .getByRole('dialog', { name: PROMO })
        .getByRole('button', { name: /^Agregar/ })
        .click();
      await page.getByRole('button', { name: /Ver carrito/ }).click();
      const cart = page.getByRole('dialog', { name: 'Tu pedido' });
      await cart.getByText(/Por ahora la tienda no recibe pedidos \(Pausado hasta/).waitFor();
      expect(await cart.getByRole('link', { name: /^Continuar/ }).count()).toBe(0);
      await expectClean(page, 'paused menu with the cart open');

      await api(`/companies?ID=${shop.id}`, 'PUT', { storefrontEnabled: false });
      await page.goto(`/t/${shop.slug}`);
      await page.getByRole('heading', { level: 1, name: 'Esta tienda no está disponible' }).waitFor();
    } finally {
      // The next test reads this shop's storefront link.
      await api(`/companies?ID=${shop.id}`, 'PUT', { storefrontEnabled: true });
      await api(`/companies/open?ID=${shop.id}&open=1`, 'PUT');
      await page.evaluate(() => window.localStorage.clear()).catch(() => undefined);
      await page.context().close();
    }
  });

  it('the company sees its storefront link on /information', async () => {
    const page = await newPage(browser, PHONE);
    await signInAs(page, shop.email, shop.password);
    await page.goto('/information');
    await page.getByRole('switch', { name: /Tienda en línea activa/ }).waitFor();
    await page.getByRole('link', { name: `${baseUrl()}/t/${shop.slug}` }).waitFor();
    expect(await page.getByLabel('Dirección corta').inputValue()).toBe(shop.slug);
    expect(await fitsWidth(page)).toBe(true);
    await page.context().close();
  });
});
