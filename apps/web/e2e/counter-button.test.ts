import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAs } from './browser.ts';
import { placeOrder } from './demo-api.ts';
import { ordersListed } from './live-events.ts';
import { freshTenant } from './tenant.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * How the accept button's label is painted: its own box against its content (cut when scrollWidth passes
 * clientWidth), and the rectangle of its text against the button's (no line of it below or beside the button).
 */
const labelFit = (button: Locator) =>
  button.evaluate((element) => {
    const label = element.querySelector<HTMLElement>('.mantine-Button-label');
    if (!label) throw new Error('the button has no label element');
    const range = document.createRange();
    range.selectNodeContents(label);
    const text = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return {
      text: label.textContent,
      overflowX: label.scrollWidth - label.clientWidth,
      textInside:
        text.left >= box.left - 0.5 &&
        text.right <= box.right + 0.5 &&
        text.top >= box.top - 0.5 &&
        text.bottom <= box.bottom + 0.5,
    };
  });

const expectWhole = async (button: Locator) => {
  const fit = await labelFit(button);
  expect(fit.text).toMatch(/^Aceptar pedido \(\d+ min\)$/);
  expect(fit, JSON.stringify(fit)).toMatchObject({ textInside: true });
  expect(fit.overflowX).toBeLessThanOrEqual(0);
};

describe('counter mode at 1366×768', () => {
  it('the accept button says its whole label; a pending order is refused with Rechazar, cancelled only once accepted', async () => {
    // A shop of this attempt's own, with no order yet.
    const [shop] = (await freshTenant()).companies;
    const page = await newPage(browser, { width: 1366, height: 768 });
    await signInAs(page, shop.email, shop.password);
    await page.goto('/orders');
    await page.getByText('En línea').waitFor();
    await page.getByRole('switch', { name: /Modo mostrador/ }).check();
    await page.getByText('Modo mostrador activado').waitFor();
    // The list has loaded (empty: the shop is new): what arrives from now on is new and takes the screen.
    await ordersListed(page);

    const order = await placeOrder(shop.channel, 'Cliente Botón Mostrador');
    const takeover = page.getByRole('dialog', { name: `Nuevo pedido #${order.number}` });
    await takeover.waitFor();
    const accept = takeover.getByRole('button', { name: /^Aceptar pedido \(\d+ min\)$/ });
    await accept.waitFor();
    await expectWhole(accept);
    await takeover.getByRole('button', { name: 'Rechazar' }).waitFor();
    expect(await takeover.getByRole('button', { name: 'Cancelar pedido' }).count()).toBe(0);

    // The same order in its detail: one way to refuse it while pending.
    await takeover.getByRole('button', { name: 'Ver después' }).click();
    await takeover.waitFor({ state: 'hidden' });
    await page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`).click();
    const detail = page.getByTestId('order-detail');
    await detail.getByText('Cliente Botón Mostrador').first().waitFor();
    const acceptInDetail = detail.getByRole('button', { name: /^Aceptar pedido \(\d+ min\)$/ });
    await acceptInDetail.waitFor();
    await expectWhole(acceptInDetail);
    await detail.getByRole('button', { name: 'Rechazar' }).waitFor();
    expect(await detail.getByRole('button', { name: 'Cancelar pedido' }).count()).toBe(0);

    // Accepted, it is cancelled (no longer rejected).
    await detail.getByRole('button', { name: '15 min', exact: true }).click();
    await detail.getByRole('button', { name: 'Aceptar pedido (15 min)' }).click();
    await detail.getByText('Aceptado', { exact: true }).first().waitFor();
    await detail.getByRole('button', { name: 'Cancelar pedido' }).waitFor();
    expect(await detail.getByRole('button', { name: 'Rechazar' }).count()).toBe(0);

    await page.context().close();
  }, 60_000);
});
