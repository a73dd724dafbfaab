import { newOrderEvent } from '@backoffice/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAs } from './browser.ts';
import { type OrderChannel, type PlacedOrder, placeOrder } from './demo-api.ts';
import { drawn, listenTo, ordersListed, trackRequests } from './live-events.ts';
import { freshTenant, signIn, type Tenant, type TenantCompany } from './tenant.ts';

let browser: Browser;
let tenant: Tenant;
let shop: TenantCompany;
let channel: OrderChannel;

const card = (page: Page, order: PlacedOrder) =>
  page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);

beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant();
  [shop] = tenant.companies;
  channel = shop.channel;
});
afterAll(() => browser?.close());

describe('orders screen, live', () => {
  it('shows a new order with the toast within 2 s, accepts it with minutes, and the partner sees the change', async () => {
    const company = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(company, shop.email, shop.password);
    await company.goto('/orders');
    await company.getByRole('heading', { name: 'Pedidos', exact: true }).waitFor();
    await company.getByText('En línea').waitFor();
    // Who attends is asked once per device and shift beside the list, and then shown in the header.
    await company.getByLabel('Nombre de quien atiende').fill('Ana Núñez');
    await company.getByRole('button', { name: 'Guardar', exact: true }).click();
    await company.getByRole('button', { name: 'Atiende: Ana Núñez' }).waitFor();

    const partner = await newPage(browser, { width: 1280, height: 800 });
    await signInAs(partner, tenant.admin.email, tenant.admin.password);
    await partner.goto('/orders');
    await partner.getByText('En línea').waitFor();
    await ordersListed(partner);

    const order = await placeOrder(channel, 'Cliente En Vivo');
    const placedAt = Date.now();
    await company.getByText('Nuevo pedido!').first().waitFor({ timeout: 2000 });
    await card(company, order).waitFor({ timeout: 2000 });
    expect(Date.now() - placedAt).toBeLessThan(2000);
    await card(partner, order).waitFor({ timeout: 5000 });

    await card(company, order).click();
    const detail = company.getByTestId('order-detail');
    await detail.getByText('Cliente En Vivo').waitFor();
    // Choose the minutes, then one tap accepts: no question in between.
    await detail.getByRole('button', { name: '15 min', exact: true }).click();
    await detail.getByRole('button', { name: 'Aceptar pedido (15 min)' }).click();
    await detail.getByText('Aceptado', { exact: true }).first().waitFor();
    expect(await company.getByRole('dialog', { name: '¿Quién atiende?' }).count()).toBe(0);
    await company.getByText(`Pedido #${order.number}: aceptado, listo en 15 min.`).waitFor();
    await detail.getByText('15 min', { exact: true }).first().waitFor();
    await detail.getByText(/Ana Núñez/).waitFor();

    // The partner's card shows the change live.
    await card(partner, order).getByText('Aceptado', { exact: true }).waitFor({ timeout: 5000 });
    await card(partner, order).getByText('15 min').waitFor();

    const stored = await fetch(`${tenant.base}/api/orders/order?ID=${order.id}`, {
      headers: { cookie: (await signIn(tenant.base, shop)).cookie },
    });
    const detailBody = (await stored.json()) as { status: string; minutes: number; history: { manager: string }[] };
    expect(detailBody).toMatchObject({ status: 'accepted', minutes: 15 });
    expect(detailBody.history.at(-1)?.manager).toBe('Ana Núñez');

    await company.context().close();
    await partner.context().close();
  });

  it('on a fresh device the first accept is one tap with the shop’s usual time, never interrupted by who attends', async () => {
    const company = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(company, shop.email, shop.password);
    const login = await company.evaluate(() => JSON.parse(window.sessionStorage.getItem('businessLogin') ?? 'null'));
    const usual = login.business.data.preparationMinutes as number;
    await company.goto('/orders');
    await company.getByText('En línea').waitFor();
    const order = await placeOrder(channel, 'Cliente De Un Toque');
    await card(company, order).click();
    const detail = company.getByTestId('order-detail');
    await detail.getByText('Cliente De Un Toque').first().waitFor();
    expect(await detail.getByRole('button', { name: `${usual} min`, exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await detail.getByRole('button', { name: `Aceptar pedido (${usual} min)` }).click();
    await detail.getByText('Aceptado', { exact: true }).first().waitFor();
    expect(await company.getByRole('dialog', { name: '¿Quién atiende?' }).count()).toBe(0);

    const stored = await fetch(`${tenant.base}/api/orders/order?ID=${order.id}`, {
      headers: { cookie: (await signIn(tenant.base, shop)).cookie },
    });
    const body = (await stored.json()) as { status: string; minutes: number; history: { manager: string }[] };
    expect(body).toMatchObject({ status: 'accepted', minutes: usual });
    // Until someone says who attends, the Order-Manager header carries the account's own name.
    expect(body.history.at(-1)?.manager).toBe(login.account.name);
    await company.context().close();
  });

  it('on a phone finds orders by number, name or phone with the first card on screen, and rejects asking for what ran out only after trying', async () => {
    const company = await newPage(browser, { width: 390, height: 844 });
    await signInAs(company, shop.email, shop.password);
    await company.goto('/orders');
    await company.getByText('En línea').waitFor();
    await company.getByLabel('Nombre de quien atiende').fill('Rocío');
    await company.getByRole('button', { name: 'Guardar', exact: true }).click();
    const wanted = await placeOrder(channel, 'Clienta Buscada Ñandú');
    const other = await placeOrder(channel, 'Otro Cliente');
    await card(company, wanted).waitFor();
    await card(company, other).waitFor();

    // Filters stay in one row: the first order card starts inside the first screen.
    const firstCard = company.getByTestId('order-card').first();
    const box = await firstCard.boundingBox();
    expect(box && box.y + 40).toBeLessThan(844);

    const search = company.getByRole('searchbox', { name: 'Buscar pedidos' });
    await search.fill(`#${wanted.number}`);
    await expect.poll(() => card(company, other).count()).toBe(0);
    expect(await card(company, wanted).count()).toBe(1);
    await search.fill('buscada nandu');
    await expect.poll(() => card(company, other).count()).toBe(0);
    await card(company, wanted).waitFor();
    await search.fill('3312345678');
    await card(company, other).waitFor();
    await search.fill('Nadie Así');
    await company.getByText('Ningún pedido coincide con la búsqueda.').first().waitFor();
    await company.getByRole('button', { name: 'Borrar búsqueda' }).click();
    await card(company, other).waitFor();

    await card(company, other).click();
    const detail = company.getByTestId('order-detail');
    await detail.getByText('Otro Cliente').first().waitFor();
    // No drawer button is cut on a phone.
    const cut = await detail
      .locator('.mantine-Button-label')
      .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
    expect(cut).toEqual([]);
    await detail.getByRole('button', { name: 'Rechazar', exact: true }).click();
    const reject = company.getByRole('dialog', { name: `Rechazar el pedido #${other.number}` });
    await reject.getByRole('radio', { name: 'Producto agotado' }).check();
    await reject.getByText('¿Qué se agotó?', { exact: false }).waitFor();
    expect(await reject.getByText('Indica qué productos se agotaron').count()).toBe(0);
    await reject.getByRole('button', { name: 'Rechazar pedido' }).click();
    await reject.getByText('Indica qué productos se agotaron').waitFor();
    // Another reason and back: a fresh start, no error until the next try.
    await reject.getByRole('radio', { name: 'Demasiados pedidos' }).check();
    await reject.getByRole('radio', { name: 'Producto agotado' }).check();
    await reject.getByText('¿Qué se agotó?', { exact: false }).waitFor();
    expect(await reject.getByText('Indica qué productos se agotaron').count()).toBe(0);
    await reject.getByRole('radio', { name: 'Demasiados pedidos' }).check();
    await reject.getByRole('button', { name: 'Rechazar pedido' }).click();
    await company.getByText(`Pedido #${other.number} rechazado.`).waitFor();
    await company.context().close();
  });

  it('draws the orders the page came with, asking for no list, and still shows one taken as the page loads', async () => {
    const before = await placeOrder(channel, 'Cliente Antes De Abrir');
    const company = await newPage(browser, { width: 390, height: 844 });
    await signInAs(company, shop.email, shop.password);
    const listReads: string[] = [];
    company.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/orders/company/pag' && !url.searchParams.has('cursor')) listReads.push(url.search);
    });
    await company.goto('/orders');
    // Taken while the page loads: after the server wrote the page's list, maybe before the socket joined its rooms.
    const during = await placeOrder(channel, 'Cliente Mientras Carga');
    await card(company, before).waitFor({ timeout: 5000 });
    await card(company, during).waitFor({ timeout: 5000 });
    // The page carried the list's first page (decision 067): the board asked the API for none.
    expect(listReads).toEqual([]);
    await company.context().close();
  });

  it('going offline and back shows the order created meanwhile exactly once', async () => {
    const company = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(company, shop.email, shop.password);
    await company.goto('/orders');
    await company.getByText('En línea').waitFor();
    await ordersListed(company);
    // Another screen of the shop hears the live events the page would have heard.
    const elsewhere = await listenTo(tenant.base, (await signIn(tenant.base, shop)).cookie, [newOrderEvent(shop.id)]);
    const catchUps = trackRequests(company, '/api/orders/changes');

    await company.context().setOffline(true);
    await company.getByText('Reconectando…').waitFor({ timeout: 5000 });
    const order = await placeOrder(channel, 'Cliente Sin Conexión');
    await elsewhere.heard(newOrderEvent(shop.id), order.id);
    elsewhere.close();
    // The event has gone out, and nothing reaches an offline page: what shows next comes from the catch-up.
    expect(await card(company, order).count()).toBe(0);
    const answeredBefore = catchUps.answered();
    await company.context().setOffline(false);

    await card(company, order).waitFor({ timeout: 10_000 });
    await company.getByText('En línea').waitFor({ timeout: 15_000 });
    // Every catch-up the reconnection started has been answered and drawn: still one card, one toast.
    await catchUps.settled(answeredBefore + 1);
    await drawn(company);
    expect(await card(company, order).count()).toBe(1);
    expect(await company.getByText(`#${order.number} de Cliente Sin Conexión`).count()).toBe(1);
    await company.context().close();
  });

  it('takes an order by phone on a phone-sized screen and opens it', async () => {
    const company = await newPage(browser, { width: 390, height: 844 });
    await signInAs(company, shop.email, shop.password);
    await company.goto('/orders');
    await company.getByRole('button', { name: 'Tomar pedido' }).click();
    const form = company.getByRole('dialog', { name: 'Tomar pedido' });
    await form.getByPlaceholder('Busca un producto').click();
    await company.getByRole('option').first().click();
    await form.getByText('Nota para cocina').waitFor();
    await form.getByRole('textbox', { name: /^Nombre/ }).fill('Cliente Por Teléfono');
    await form.getByRole('textbox', { name: /^Teléfono/ }).fill('3311112222');
    await form.getByText('Para recoger').click();
    await form.getByRole('button', { name: 'Registrar pedido' }).click();
    const detail = company.getByTestId('order-detail');
    await detail.getByText('Cliente Por Teléfono').first().waitFor({ timeout: 10_000 });
    await detail.getByText('Para recoger').first().waitFor();
    await company.context().close();
  });
});
