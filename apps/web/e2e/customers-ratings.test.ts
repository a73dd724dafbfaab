import { encodeOrderManager } from '@backoffice/shared/orders';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, newPage, signInAs } from './browser.ts';
import { freshTenant, signIn, type Tenant, type TenantCompany } from './tenant.ts';

// The customer book (decision 052): filled from delivered orders, and a rating left on the tracking page
// and shown to the shop. A shop of its own: its book and ratings hold only this file's customers.

let browser: Browser;
let tenant: Tenant;
let shop: TenantCompany;
beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant();
  [shop] = tenant.companies;
});
afterAll(() => browser?.close());

const randomPhone = () => `33${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const tag = () => Math.random().toString(36).slice(2, 7);

type Staff = { cookie: string; companyId: string };
const staff = async (): Promise<Staff> => {
  const { cookie } = await signIn(tenant.base, shop);
  return { cookie, companyId: shop.id };
};
const call = async (who: Staff, path: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${tenant.base}/api${path}`, {
    method,
    headers: {
      cookie: who.cookie,
      'X-App-Id': 'backoffice-web',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  return { status: response.status, json };
};

const moveTo = async (who: Staff, id: string, statuses: string[]) => {
  for (const status of statuses) {
    const moved = await call(who, `/orders/status?ID=${id}&status=${status}`, 'PUT', undefined, {
      'Order-Manager': encodeOrderManager('Prueba Libreta'),
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
  }
};

describe('customer book', () => {
  it('fills from delivered orders and opens a customer, on a phone', async () => {
    const who = await staff();
    const product = shop.waterId;
    const name = `Libreta ${tag()} Pérez`;
    const phone = randomPhone();
    const placed = await call(
      who,
      '/orders',
      'POST',
      {
        company: who.companyId,
        customer: { name, phone, address: 'Calle Libreta 12, Guadalajara' },
        products: [{ product, quantity: 1 }],
        payment: 'cash',
        type: 'pickup',
      },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    await moveTo(who, (placed.json as { id: string }).id, ['accepted', 'ready', 'delivered']);

    const page = await newPage(browser, { width: 390, height: 844 });
    await signInAs(page, shop.email, shop.password);
    await page.goto('/customers');
    await page.getByRole('heading', { name: 'Clientes', exact: true }).waitFor();
    await page.getByLabel('Buscar cliente').fill(name);
    const row = page.getByTestId('customer-row').filter({ hasText: name });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('1 pedido');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    await row.click();
    const drawer = page.getByRole('dialog', { name });
    await drawer.getByText('Pedidos entregados').waitFor();
    await drawer.getByLabel('Notas del comercio').fill('sin cebolla');
    await drawer.getByRole('button', { name: 'Guardar notas' }).click();
    await expect
      .poll(async () => (await call(who, `/customers/lookup?phone=${phone}`)).json?.customer?.notes)
      .toBe('sin cebolla');
    expect(await seriousViolations(page)).toEqual([]);

    // The phone-order form fills the name from the book as the phone is typed, and shows the shop's notes.
    await page.goto('/orders');
    await page.getByRole('button', { name: 'Tomar pedido' }).click();
    const form = page.getByRole('dialog', { name: 'Tomar pedido' });
    await form.getByRole('textbox', { name: /^Teléfono/ }).fill(phone);
    await form.getByTestId('book-hint').filter({ hasText: 'sin cebolla' }).waitFor();
    await expect.poll(() => form.getByRole('textbox', { name: /^Nombre/ }).inputValue()).toBe(name);
    await page.context().close();
  });
});

describe('ratings', () => {
  it('takes a rating on the tracking page after delivery and shows it to the shop', async () => {
    const who = await staff();
    const product = shop.waterId;
    const comment = `Muy rico ${tag()}`;
    const response = await fetch(`${tenant.base}/api/storefront/companies/${shop.slug}/orders`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-App-Id': 'backoffice-web',
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify({
        type: 'pickup',
        products: [{ product, quantity: 1 }],
        customer: { name: `Califica ${tag()}`, phone: randomPhone() },
        payment: 'cash',
      }),
    });
    const placed = (await response.json()) as { token: string; order: { number: number } };
    expect(response.status, JSON.stringify(placed)).toBe(201);
    // The tracking answer carries no internal id: the shop finds the order by its number.
    const listed = await call(who, `/orders/company/pag?company=${who.companyId}&limit=50`);
    const order = (listed.json as { items: { id: string; number: number }[] }).items.find(
      (item) => item.number === placed.order.number,
    );
    if (!order) throw new Error(`order #${placed.order.number} not in the shop's list`);
    await moveTo(who, order.id, ['accepted', 'ready', 'delivered']);

    const customer = await newPage(browser, { width: 390, height: 844 });
    await customer.goto(`/t/${shop.slug}/pedido/${placed.token}`);
    await customer.getByRole('heading', { name: '¿Cómo estuvo tu pedido?' }).waitFor();
    expect(await seriousViolations(customer)).toEqual([]);
    await customer.getByRole('button', { name: 'Enviar calificación' }).click();
    await customer.getByRole('alert').filter({ hasText: 'Elige de 1 a 5 estrellas' }).waitFor();
    await customer.getByRole('button', { name: /^4 estrellas/ }).click();
    await customer.getByLabel('Comentario (opcional)').fill(comment);
    await customer.getByRole('button', { name: 'Enviar calificación' }).click();
    await customer.getByRole('heading', { name: '¡Gracias por calificar!' }).waitFor();
    await customer.getByRole('img', { name: '4 de 5 estrellas' }).waitFor();
    expect(await seriousViolations(customer)).toEqual([]);
    // Once per order: the page opened again shows the rating, not the form.
    await customer.reload();
    await customer.getByRole('heading', { name: '¡Gracias por calificar!' }).waitFor();
    await customer.context().close();

    const shopPage = await newPage(browser);
    await signInAs(shopPage, shop.email, shop.password);
    await shopPage.goto('/ratings');
    await shopPage.getByRole('heading', { name: 'Calificaciones', exact: true }).waitFor();
    await shopPage.getByLabel('Solo con comentario').check();
    const row = shopPage.getByTestId('rating-row').filter({ hasText: comment });
    await row.waitFor();
    await row.getByRole('img', { name: '4 de 5 estrellas' }).waitFor();
    await row.getByRole('link', { name: 'Responder por WhatsApp' }).waitFor();
    expect(await seriousViolations(shopPage)).toEqual([]);
    await shopPage.context().close();
  });
});
