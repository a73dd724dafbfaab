import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signInAs } from './browser.ts';
import { apiCall, freshTenant, type Tenant } from './tenant.ts';

let browser: Browser;
/** A partner of its own with the demo's three zones: the zone drawn here is its own. */
let tenant: Tenant;

beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant({ zones: true });
});
afterAll(() => browser?.close());

const partnerPage = async (viewport: { width: number; height: number }) => {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), locale: 'es-MX', hasTouch: true });
  const page = await context.newPage();
  await signInAs(page, tenant.admin.email, tenant.admin.password);
  return page;
};

/** What is painted at the middle of the target: the target itself (or a child), and what lies under it there. */
const paintedAt = (target: Locator) =>
  target.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const [x, y] = [rect.x + rect.width / 2, rect.y + rect.height / 2];
    const stack = document.elementsFromPoint(x, y);
    // A shape that takes no pointer events is not in that stack: its box says whether it lies under the point.
    const shapes = [...document.querySelectorAll('.leaflet-overlay-pane path')].map((path) =>
      path.getBoundingClientRect(),
    );
    return {
      onTop: Boolean(stack[0] && (node === stack[0] || node.contains(stack[0]))),
      mapBelow: stack.some((element) => element.closest('.leaflet-container') !== null),
      shapeBelow: shapes.some((box) => box.left <= x && x <= box.right && box.top <= y && y <= box.bottom),
    };
  });

/** Whether one of the map's shapes covers the whole map. */
const zoneCoversMap = (page: Page) =>
  page.evaluate(() => {
    const map = document.querySelector('[data-testid="zone-map"]')!.getBoundingClientRect();
    return [...document.querySelectorAll('.leaflet-overlay-pane path')].some((path) => {
      const box = path.getBoundingClientRect();
      return box.left <= map.left && box.right >= map.right && box.top <= map.top && box.bottom >= map.bottom;
    });
  });

/** Zooms in until the metropolitan zone covers the map, so whatever opens over the map has it behind. */
const fillMapWithZone = async (page: Page) => {
  for (let zoomIns = 0; !(await zoneCoversMap(page)); zoomIns++) {
    expect(zoomIns).toBeLessThan(4);
    const shapes = () =>
      page
        .locator('.leaflet-overlay-pane path')
        .evaluateAll((paths) => paths.map((path) => path.getAttribute('d')).join());
    const before = await shapes();
    await page.getByRole('button', { name: 'Acercar' }).click();
    // Leaflet redraws its shapes once the zoom ends.
    await expect.poll(shapes).not.toBe(before);
  }
};

/** A small square near the map's bottom-right corner, drawn by clicking its corners, then the first again. */
const drawSquare = async (page: Page) => {
  const box = (await page.getByTestId('zone-map').boundingBox())!;
  const [right, bottom] = [box.x + box.width - 60, box.y + box.height - 60];
  const corners = [
    [right - 40, bottom - 40],
    [right, bottom - 40],
    [right, bottom],
    [right - 40, bottom],
  ];
  const vertices = page.locator('.leaflet-marker-pane .marker-icon');
  for (const [index, [x, y]] of corners.entries()) {
    await page.mouse.click(x, y);
    // Geoman adds a vertex per click: the next click waits for this one's.
    await expect.poll(() => vertices.count()).toBeGreaterThanOrEqual(index + 1);
  }
  await page.mouse.click(corners[0][0], corners[0][1]);
};

describe('maps stay under dialogs and menus', () => {
  it('at 1366×768 the new zone\'s dialog and "Guardar zona" are on top of the zones behind them, and a click saves it', async () => {
    const name = `Zona bajo el diálogo ${Date.now()}`;
    const page = await partnerPage({ width: 1366, height: 768 });
    await page.goto('/zones');
    await page.locator('[data-testid="zone-map"][data-ready="true"]').waitFor();
    await fillMapWithZone(page);
    await page.getByRole('button', { name: 'Dibujar zona' }).click();
    await page.getByText('Dibujando una zona').waitFor();
    await drawSquare(page);

    const form = page.getByTestId('zone-form');
    await form.waitFor();
    await form.getByLabel('Nombre').fill(name);
    await form.getByLabel('Costo de envío').fill('30');
    await form.getByText(tenant.companies[0].name).first().waitFor();
    const save = form.getByRole('button', { name: 'Guardar zona' });
    const painted = [];
    for (const field of [form.getByLabel('Nombre'), form.getByLabel('Costo de envío'), save]) {
      painted.push(await paintedAt(field));
    }
    // Every one of them is on top, and the dialog lies over the map where a zone is drawn: without the map's own
    // stacking its shapes were painted over the fields there. (How far down the dialog reaches over the map depends
    // on its height, so "Guardar zona" need not be over the map itself.)
    expect(painted.map((place) => place.onTop)).toEqual([true, true, true]);
    expect(painted.filter((place) => place.mapBelow && place.shapeBelow).length).toBeGreaterThanOrEqual(1);
    await save.click({ timeout: 5000 });
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('zone-item').getByText(name, { exact: true }).waitFor();

    const zones = await apiCall<{ name: string }[]>(tenant.base, tenant.adminCookie, '/zones');
    expect(zones.filter((zone) => zone.name === name)).toHaveLength(1);
    await page.context().close();
  });

  it('on a 390 px phone the open menu is on top of the map and its zoom buttons', async () => {
    const page = await partnerPage({ width: 390, height: 844 });
    await page.goto('/zones');
    await page.locator('[data-testid="zone-map"][data-ready="true"]').waitFor();
    const zoom = page.locator('.leaflet-control-zoom');
    await zoom.waitFor();
    await page.getByRole('button', { name: 'Abrir menú' }).tap();
    const navbar = page.locator('.mantine-AppShell-navbar');
    const links = navbar.getByRole('link');
    await links.first().waitFor();
    // The menu slides in: its links are read where they come to rest.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const zoomBox = (await zoom.boundingBox())!;
    // Every menu link is painted whole, map or not beneath it.
    for (const link of await links.all()) {
      expect((await paintedAt(link)).onTop).toBe(true);
    }
    // Where the zoom buttons are, the open menu is what shows.
    const above = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.mantine-AppShell-navbar') !== null,
      { x: zoomBox.x + zoomBox.width / 2, y: zoomBox.y + zoomBox.height / 2 },
    );
    expect(above).toBe(true);
    await page.context().close();
  });
});

describe('a map left while it zooms', () => {
  it('leaves no error behind when the person moves to another screen during the zoom', async () => {
    const page = await partnerPage({ width: 1366, height: 768 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/zones');
    await page.locator('[data-testid="zone-map"][data-ready="true"]').waitFor();
    // The zoom's animation starts a frame after the click and ends from a 250 ms timer; the move to another screen
    // (as the menu's links do) comes in between.
    await page.evaluate(async () => {
      document.querySelector<HTMLElement>('.leaflet-control-zoom-in')!.click();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      window.history.pushState(null, '', '/bases');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await page.getByRole('heading', { name: 'Bases', exact: true }).waitFor();
    // A page timer set after Leaflet's 250 ms one, and longer, runs after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
