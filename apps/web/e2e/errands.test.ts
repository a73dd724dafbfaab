import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAs } from './browser.ts';
import { placeErrand, placeOrder } from './demo-api.ts';
import { trackRequests } from './live-events.ts';
import { apiCall, freshTenant } from './tenant.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('errands, live', () => {
  it('a company asks for a rider; the partner sees the errand live, assigns a rider and the history shows it', async () => {
    // A partner of this attempt's own, with one shop and one rider on shift.
    const tenant = await freshTenant({ riders: ['Miguel'] });
    const [shop] = tenant.companies;
    const [rider] = tenant.riders;
    const customer = `Cliente Mandado ${Date.now()}`;
    const order = await placeOrder(shop.channel, customer, 'Av. Chapultepec 200, Guadalajara');

    const partner = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(partner, tenant.admin.email, tenant.admin.password);
    await partner.goto('/orders');
    await partner.getByText('En línea').waitFor();
    // Who attends is said once for the shift, beside the list.
    await partner.getByLabel('Nombre de quien atiende').fill('Sofía Socia');
    await partner.getByRole('button', { name: 'Guardar', exact: true }).click();
    await partner.getByRole('button', { name: 'Atiende: Sofía Socia' }).waitFor();
    await partner.getByRole('tab', { name: /Mandados/ }).click();
    await partner.getByRole('group', { name: 'Filtrar mandados por estado' }).waitFor();

    const company = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(company, shop.email, shop.password);
    await company.goto('/orders');
    await company.getByText('En línea').waitFor();
    await company.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`).click();
    const detail = company.getByTestId('order-detail');
    await detail.getByText(customer).first().waitFor();
    await detail.getByRole('button', { name: '15 min', exact: true }).click();
    await detail.getByRole('button', { name: 'Aceptar pedido (15 min)' }).click();
    await detail.getByText('Aceptado', { exact: true }).first().waitFor();

    // A double tap still makes one errand: the second click reuses the Idempotency-Key.
    const ask = detail.getByRole('button', { name: 'Pedir repartidor' });
    const asks = trackRequests(company, '/api/errands');
    await ask.dblclick();
    await detail.getByText(/Repartidor solicitado · mandado #\d+/).waitFor({ timeout: 5000 });
    await detail.getByTestId('rider-requested').getByText('Pendiente').waitFor();
    expect(await detail.getByRole('button', { name: 'Pedir repartidor' }).count()).toBe(0);

    // The partner's Mandados tab shows it live, once.
    const card = partner.getByTestId('errand-card').filter({ hasText: customer });
    await card.waitFor({ timeout: 5000 });
    // Both taps have been answered, and an errand asked after them has reached the board: the board's socket
    // delivers in order, so a second errand from the double tap would be on it by now.
    await asks.settled(1);
    await placeErrand(shop.channel, 'Cliente Posterior');
    await partner.getByTestId('errand-card').filter({ hasText: 'Av. Vallarta 1500' }).waitFor({ timeout: 5000 });
    expect(await card.count()).toBe(1);
    await card.getByText('Av. Chapultepec 200, Guadalajara').waitFor();
    // Its number beside the shop, the same the company reads, and the search finds it by number and by name.
    const heading = (await card.getByTestId('errand-heading').textContent()) ?? '';
    const number = new RegExp(`^#(\\d+) · ${shop.name}$`).exec(heading)?.[1];
    expect(number, heading).toBeDefined();
    await detail.getByText(`Repartidor solicitado · mandado #${number}`).waitFor();
    // Each action confirms briefly.
    await company.getByText(`Repartidor solicitado: mandado #${number}.`).waitFor();
    const search = partner.getByRole('searchbox', { name: 'Buscar mandados' });
    await search.fill(`#${number}`);
    await expect.poll(() => partner.getByTestId('errand-card').count()).toBe(1);
    await card.waitFor();
    await search.fill(customer.toLowerCase());
    await expect.poll(() => partner.getByTestId('errand-card').count()).toBe(1);
    await search.fill(`#${Number(number) + 100000}`);
    await partner.getByText('Ningún mandado coincide con la búsqueda').waitFor();
    await search.fill('');
    await card.waitFor();

    await card.getByRole('button', { name: 'Ver detalle' }).click();
    const errand = partner.getByTestId('errand-detail');
    await errand.getByText('Pendiente', { exact: true }).first().waitFor();
    await errand.getByText('Sin asignar').waitFor();
    await errand.getByTestId('errand-history').getByText('Pendiente').waitFor();

    await errand.getByRole('button', { name: 'Asignar repartidor' }).click();
    // The picker opens at once: who attends was said for the shift.
    const picker = partner.getByRole('dialog', { name: 'Asignar repartidor' });
    await picker.getByPlaceholder('Busca por nombre o teléfono').fill('Miguel');
    await partner.getByRole('option', { name: new RegExp(rider.name) }).click();
    await picker.getByRole('button', { name: 'Asignar', exact: true }).click();
    await picker.waitFor({ state: 'hidden' });

    await errand.getByText('Asignado', { exact: true }).first().waitFor({ timeout: 5000 });
    await partner.getByText(`Mandado #${number}: asignado.`).waitFor();
    await errand.getByText(rider.name).waitFor();
    const history = errand.getByTestId('errand-history');
    await history.getByText('Asignado').waitFor();
    await history.getByText(/Sofía Socia/).waitFor();
    await card.getByText('Asignado', { exact: true }).waitFor();
    await card.getByTestId('errand-rider').getByText(rider.name).waitFor();

    // The company's open detail follows its errand live (update:errand reaches the company's room)…
    await detail.getByTestId('rider-requested').getByText('Asignado').waitFor({ timeout: 5000 });
    // …and still knows it after a reload.
    await company.reload();
    await company.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`).click();
    await company.getByTestId('rider-requested').getByText('Asignado').waitFor({ timeout: 5000 });

    const { items } = await apiCall<{
      items: { order: string | null; status: string; amountToCollect: number; fee: number }[];
    }>(tenant.base, tenant.adminCookie, `/errands/partner?partner=${tenant.partnerId}&limit=100`);
    const mine = items.filter((item) => item.order === order.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'assigned', amountToCollect: order.total, fee: order.deliveryFee });

    await company.context().close();
    await partner.context().close();
  });
});
