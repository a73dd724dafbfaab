import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signInAs } from './browser.ts';
import type { OrderChannel } from './demo-api.ts';
import { freshTenant, type Tenant } from './tenant.ts';

let browser: Browser;
/** A partner of its own with the demo's three zones over Guadalajara: the zones it draws are its own. */
let tenant: Tenant;
let channel: OrderChannel;
let partnerCookie: string;

beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant({ zones: true });
  channel = tenant.companies[0].channel;
  partnerCookie = tenant.adminCookie;
});
afterAll(() => browser?.close());

type Zone = { id: string; name: string; deliveryFee: number; geometry: { coordinates: number[][][] } };

const partnerApi = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: { cookie: partnerCookie, 'X-App-Id': 'backoffice-web' },
  });

const orderAt = (location: { lat: number; lng: number }) =>
  fetch(`${baseUrl()}/api/orders`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${channel.channelKey}`,
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      company: channel.companyId,
      customer: { name: 'Cliente Zona', phone: '3312345678', address: 'Guadalajara', location },
      products: [{ product: channel.productId, quantity: channel.quantity }],
      payment: 'cash',
      type: 'delivery',
    }),
  });

/** Clicks the corners of a small square around the map's centre, then the first corner again to close it. */
const drawSquare = async (page: Page, half: number) => {
  const box = await page.getByTestId('zone-map').boundingBox();
  if (!box) throw new Error('the map has no size');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const corners = [
    [cx - half, cy - half],
    [cx + half, cy - half],
    [cx + half, cy + half],
    [cx - half, cy + half],
    [cx - half, cy - half],
  ];
  // Each click before the last leaves a vertex on the map (geoman's marker, beside the cursor's own): the next
  // click waits for it; the last, on the first corner, closes the shape.
  const vertices = page.getByTestId('zone-map').locator('.marker-icon:not(.cursor-marker):not(.marker-icon-middle)');
  for (const [index, [x, y]] of corners.entries()) {
    await page.mouse.click(x, y);
    if (index < corners.length - 1) await expect.poll(() => vertices.count()).toBe(index + 1);
  }
};

describe('zones on the map', () => {
  it('draws a zone by clicking on the map; an order inside pays its fee and one outside every zone is refused', async () => {
    const name = `Zona dibujada ${Date.now()}`;
    const page = await newPage(browser);
    await signInAs(page, tenant.admin.email, tenant.admin.password);
    await page.goto('/zones');
    await page.locator('[data-testid="zone-map"][data-ready="true"]').waitFor();
    // The three zones are listed, with the overlap rule spelled out.
    await page.getByTestId('zone-item').getByText('Zona metropolitana', { exact: true }).waitFor();
    await page.getByText('aquí gana esta (más pequeña)').first().waitFor();

    await page.getByRole('button', { name: 'Dibujar zona' }).click();
    await page.getByText('Dibujando una zona').waitFor();
    // Small, so it is the most specific zone wherever it overlaps the other zones.
    await drawSquare(page, 12);

    const form = page.getByTestId('zone-form');
    await form.waitFor();
    await form.getByLabel('Nombre').fill(name);
    const fee = form.getByLabel('Costo de envío');
    await fee.fill('47');
    // Every company is preselected for a new zone once the list arrives.
    await form.getByText(tenant.companies[0].name).first().waitFor();
    await form.getByRole('button', { name: 'Guardar zona' }).click();
    await form.waitFor({ state: 'detached' });
    const item = page.getByTestId('zone-item').filter({ has: page.getByText(name, { exact: true }) });
    await item.waitFor();
    await item.getByText('Envío $47.00').waitFor();

    const zones = (await (await partnerApi('/zones')).json()) as Zone[];
    const drawn = zones.find((zone) => zone.name === name);
    expect(drawn).toBeDefined();
    const ring = drawn!.geometry.coordinates[0];
    expect(ring).toHaveLength(5);
    const inside = {
      lng: ring.slice(0, 4).reduce((sum, [lng]) => sum + lng, 0) / 4,
      lat: ring.slice(0, 4).reduce((sum, [, lat]) => sum + lat, 0) / 4,
    };

    const priced = await orderAt(inside);
    const pricedBody = await priced.json();
    expect(priced.status, JSON.stringify(pricedBody)).toBe(201);
    expect(pricedBody.deliveryFee).toBe(4700);

    const refused = await orderAt({ lat: 21.5, lng: -102.5 });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      code: 'outside_delivery_zone',
      message: 'La dirección de entrega está fuera de las zonas de reparto de este comercio.',
    });
  });
});
