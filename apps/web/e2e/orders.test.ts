import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signInAs } from './browser.ts';
import { apiSession, demoOrderChannel, type OrderChannel, type PlacedOrder, placeOrder } from './demo-api.ts';

let browser: Browser;
let channel: OrderChannel;

const card = (page: Page, order: PlacedOrder) =>
  page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);

beforeAll(async () => {
  browser = await launchBrowser();
  channel = await demoOrderChannel(baseUrl(), inject('dataDir'));
});
afterAll(() => browser?.close());

describe('orders screen, live', () => {
  it('shows a new order with the toast within 2 s, accepts it with minutes, and the partner sees the change', async () => {
    const company = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(company, 'empresa@demo.test');
    await company.goto('/orders');
    await company.getByRole('heading', { name: 'Pedidos', exact: true }).waitFor();
    await company.getByText('En línea').waitFor();

    const partner = await newPage(browser, { width: 1280, height: 800 });
    await signInAs(partner, 'socio@demo.test');
    await partner.goto('/orders');
    await partner.getByText('En línea').waitFor();
    await partner.getByLabel('Filtrar por estado').waitFor();

    const order = await placeOrder(channel, 'Cliente En Vivo');
    const placedAt = Date.now();
    await company.getByText('Nuevo pedido!').first().waitFor({ timeout: 2000 });
    await card(company, order).waitFor({ timeout: 2000 });
    expect(Date.now() - placedAt).toBeLessThan(2000);
    await card(partner, order).waitFor({ timeout: 5000 });

    await card(company, order).click();
    const detail = company.getByTestId('order-detail');
    await detail.getByText('Cliente En Vivo').waitFor();
    await detail.getByRole('button', { name: 'Aceptar', exact: true }).click();
    await detail.getByRole('button', { name: '15 min' }).click();
    await detail.getByRole('button', { name: 'Aceptar pedido' }).click();
    // Asked once per session, defaulting to the account's name.
    const who = company.getByRole('dialog', { name: '¿Quién atiende?' });
    await who.getByLabel('Nombre de quien atiende').fill('Ana Núñez');
    await who.getByRole('button', { name: 'Continuar' }).click();
    await detail.getByText('Aceptado', { exact: true }).first().waitFor();
    await detail.getByText('15 min', { exact: true }).first().waitFor();
    await detail.getByText(/Ana Núñez/).waitFor();

    // The partner's card shows the change live.
    await card(partner, order).getByText('Aceptado', { exact: true }).waitFor({ timeout: 5000 });
    await card(partner, order).getByText('15 min').waitFor();

    const stored = await fetch(`${baseUrl()}/api/orders/order?ID=${order.id}`, {
      headers: { cookie: (await apiSession(baseUrl(), 'empresa@demo.test')).cookie },
    });
    const detailBody = (await stored.json()) as { status: string; minutes: number; history: { manager: string }[] };
    expect(detailBody).toMatchObject({ status: 'accepted', minutes: 15 });
    expect(detailBody.history.at(-1)?.manager).toBe('Ana Núñez');

    await company.context().close();
    await partner.context().close();
  });

  it('going offline and back shows the order created meanwhile exactly once', async () => {
    const company = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(company, 'empresa@demo.test');
    await company.goto('/orders');
    await company.getByText('En línea').waitFor();
    await company.getByLabel('Filtrar por estado').waitFor();

    await company.context().setOffline(true);
    await company.getByText('Reconectando…').waitFor({ timeout: 5000 });
    const order = await placeOrder(channel, 'Cliente Sin Conexión');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Nothing reaches an offline page: what shows next comes from the catch-up.
    expect(await card(company, order).count()).toBe(0);
    await company.context().setOffline(false);

    await card(company, order).waitFor({ timeout: 10_000 });
    await company.getByText('En línea').waitFor({ timeout: 15_000 });
    // Both the catch-up and any late live event have had their chance: still one card, one toast.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await card(company, order).count()).toBe(1);
    expect(await company.getByText(`#${order.number} de Cliente Sin Conexión`).count()).toBe(1);
    await company.context().close();
  });

  it('takes an order by phone on a phone-sized screen and opens it', async () => {
    const company = await newPage(browser, { width: 390, height: 844 });
    await signInAs(company, 'empresa@demo.test');
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
