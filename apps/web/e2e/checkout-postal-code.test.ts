import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './browser.ts';
import { deliveryFee, fillCartWithWaters } from './storefront-checkout.ts';
import { apiCall, freshTenant, type TenantCompany } from './tenant.ts';

// Ordering by postal code (decision 045): with no tiles and no geocoder (this worker's server has neither) the
// checkout asks for the "Código postal" instead of a pin, and the zone that lists it prices the delivery. Against
// the real product.

let browser: Browser;
/** A shop of its own in the demo's zones, which its partner lists postal codes on. */
let shop: TenantCompany;

beforeAll(async () => {
  browser = await launchBrowser();
  const tenant = await freshTenant({ zones: true });
  [shop] = tenant.companies;
  const zone = (name: string) => tenant.zones.find((item) => item.name === name)!.id;
  // The partner lists postal codes and a colonia on two zones, through the API as its zone form does. 44160 is in
  // both: the smaller zone, "Americana y Chapultepec" ($35), prices it.
  for (const [name, lists] of [
    ['Americana y Chapultepec', { postalCodes: ['44160'], colonias: ['Col. Americana'] }],
    ['Zona metropolitana', { postalCodes: ['44160', '45000'] }],
  ] as const) {
    const saved = await apiCall(tenant.base, tenant.adminCookie, `/zones?ID=${zone(name)}`, 'PUT', lists);
    expect(saved).toMatchObject(lists);
  }
});
afterAll(() => browser?.close());

/** Three waters of $45 ($135): above the minimum of "Americana y Chapultepec" ($100). */
const fillCart = (page: Page) => fillCartWithWaters(page, shop.slug, 3, shop.name);

describe('checkout: postal code without a map', () => {
  it('at 390×844: asks the postal code instead of a pin, refuses one no zone lists, orders at the zone’s fee', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'es-MX',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await fillCart(page);
    await page.getByLabel('Nombre').fill(`Cliente CP ${Date.now().toString(36)}`);
    await page.getByLabel('Celular (10 dígitos)').fill('33 5555 6666');
    await page.getByLabel('Dirección (calle, número y colonia)').fill('Calle Libertad 1200');
    await page.getByRole('radio', { name: 'Efectivo' }).check();

    // No blank map to tap: the postal code is what is asked; the map only on demand.
    expect(await page.getByTestId('delivery-map').count()).toBe(0);
    await page.getByRole('button', { name: 'Prefiero marcar en el mapa' }).waitFor();
    const submit = page.getByRole('button', { name: /^Hacer pedido/ });
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    await submit.click();
    await page.getByText('Escribe tu código postal para saber cuánto cuesta el envío.').waitFor();
    const postalCode = page.getByLabel('Código postal', { exact: true });
    await expect.poll(() => postalCode.evaluate((element) => element === document.activeElement)).toBe(true);

    // A postal code no zone lists: out of zone, the button blocked, the map offered.
    await postalCode.fill('99999');
    await page.getByText('Fuera de zona: no entregamos en ese código postal o colonia.', { exact: false }).waitFor();
    await expect.poll(() => submit.isDisabled(), { timeout: 10_000 }).toBe(true);

    // The listed one: the smaller zone's fee, and the order is placed with no pin.
    await postalCode.fill('44160');
    await expect.poll(() => deliveryFee(page).textContent(), { timeout: 10_000 }).toBe('$35.00');
    await expect.poll(() => submit.textContent(), { timeout: 10_000 }).toBe('Hacer pedido · $170.00');
    expect(await page.getByTestId('delivery-map').count()).toBe(0);
    await submit.click();
    await page.waitForURL((url) => url.pathname.startsWith(`/t/${shop.slug}/pedido/`));
    await page.getByText('Agua de horchata').first().waitFor();
    await context.close();
  });
});
